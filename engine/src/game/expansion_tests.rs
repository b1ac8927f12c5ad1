//! The expansions' rules as a game plays them: the big follower, inns,
//! cathedrals, builders, pigs, goods and the turn order of a builder's
//! second tile.

use super::testkit::*;
use super::*;
use crate::expansion::Setup;
use crate::spec::FeatureSpec;
use crate::tile::FeatureRef;

/// Both expansions, each player with one big follower, builder and pig.
fn setup() -> Setup {
    let mut s = Setup::with_modules(&["inns-cathedrals", "traders-builders"]).expect("known");
    for f in [Figure::Big, Figure::Builder, Figure::Pig] {
        s.add_figures(f, 1);
    }
    s
}

fn game() -> Game {
    Game::new(expansion_table(setup()), Rules::standard())
}

fn field(index: usize) -> FeatureRef {
    FeatureRef {
        ty: FeatureType::Field,
        index,
    }
}

#[test]
fn a_big_follower_counts_twice_in_a_majority() {
    let mut g = game();
    g.place(KU, (0, 0), Rotation::R0).unwrap();
    g.place_figure(Player::Red, Figure::Big, road0()).unwrap();
    g.score_turn();
    assert_eq!(g.figures_left(Player::Red, Figure::Big), 0);
    // Cloisters east of it, then blue's road two squares south.
    for y in 0..3 {
        g.place(KB, (1, y), Rotation::R0).unwrap();
        g.score_turn();
    }
    g.place(KU, (0, 2), Rotation::R0).unwrap();
    g.place_follower(Player::Blue, road0()).unwrap();
    g.score_turn();
    // The tile between joins the two roads: 2 against 1.
    g.place(KU, (0, 1), Rotation::R0).unwrap();
    g.score_turn();
    let extent = g.feature_extent(0, road0()).expect("a road");
    assert_eq!(extent.followers[Player::Red.index()], 2);
    assert_eq!(extent.followers[Player::Blue.index()], 1);
    g.finish();
    assert_eq!(g.score(Player::Red), 3);
    assert_eq!(g.score(Player::Blue), 0);
}

#[test]
fn an_inn_doubles_a_completed_road_and_voids_an_unfinished_one() {
    // Two crossings close a road of three tiles with an inn in the middle.
    let mut g = game();
    g.place(KW, (0, 0), Rotation::R0).unwrap(); // roads E, S, W
    g.place(KU_INN, (0, 1), Rotation::R0).unwrap();
    g.place_follower(Player::Red, road0()).unwrap();
    g.score_turn();
    g.place(KW, (0, 2), Rotation::R180).unwrap(); // road N closes it
    let ev = g.score_turn().to_vec();
    assert_eq!(ev[0].points, vec![(Player::Red, 6)]);
    assert_eq!(ev[0].marks.inns, 1);
    // What the road is worth, as the examples' widget shows it, is what
    // it scores: 6 complete.
    assert_eq!(g.feature_value(1, road0()), Some(6));
    // Unfinished at the end: nothing, and worth nothing before.
    let mut g = game();
    g.place(KW, (0, 0), Rotation::R0).unwrap();
    g.place(KU_INN, (0, 1), Rotation::R0).unwrap();
    g.place_follower(Player::Blue, road0()).unwrap();
    g.score_turn();
    assert_eq!(g.feature_value(1, road0()), Some(0));
    g.finish();
    assert_eq!(g.score(Player::Blue), 0);
}

#[test]
fn a_cathedral_raises_a_completed_city_and_voids_an_unfinished_one() {
    let mut g = game();
    g.place(KE_CATHEDRAL, (0, 0), Rotation::R0).unwrap();
    g.place(KE, (0, -1), Rotation::R180).unwrap();
    g.place_follower(Player::Green, city()).unwrap();
    let ev = g.score_turn().to_vec();
    assert_eq!(ev[0].points, vec![(Player::Green, 6)], "3 per tile");
    assert_eq!(ev[0].marks.cathedrals, 1);
    let mut g = game();
    g.place(KE_CATHEDRAL, (0, 0), Rotation::R0).unwrap();
    g.place_follower(Player::Green, city()).unwrap();
    g.score_turn();
    g.finish();
    assert_eq!(g.score(Player::Green), 0);
}

#[test]
fn builders_and_pigs_join_their_owners_features_only() {
    let mut g = game();
    g.place(KU, (0, 0), Rotation::R0).unwrap();
    assert_eq!(
        g.can_place_figure(Player::Red, Figure::Builder, road0()),
        Err(FollowerError::NeedsOwnFollower {
            figure: Figure::Builder
        })
    );
    assert_eq!(
        g.can_place_figure(Player::Red, Figure::Builder, field(0)),
        Err(FollowerError::WrongFeature {
            figure: Figure::Builder,
            feature: FeatureType::Field
        })
    );
    g.place_follower(Player::Red, road0()).unwrap();
    g.score_turn();
    g.place(KU, (0, 1), Rotation::R0).unwrap();
    g.place_figure(Player::Red, Figure::Builder, road0())
        .unwrap();
    g.score_turn();
    // The builder does not count: blue may not join, red still alone.
    g.place(KU, (0, 2), Rotation::R0).unwrap();
    assert!(g.extends_builder(2, Player::Red));
    assert!(!g.extends_builder(2, Player::Blue));
    assert_eq!(
        g.can_place_figure(Player::Blue, Figure::Pig, field(0)),
        Err(FollowerError::NeedsOwnFollower {
            figure: Figure::Pig
        })
    );
    // Without the expansion there is no builder at all.
    let mut base = Game::new(table(), Rules::standard());
    base.place(KU, (0, 0), Rotation::R0).unwrap();
    assert_eq!(
        base.can_place_figure(Player::Red, Figure::Builder, road0()),
        Err(FollowerError::NoFigureLeft {
            figure: Figure::Builder
        })
    );
}

#[test]
fn a_pig_adds_one_per_city_for_the_farm_owner() {
    // A completed two-tile city and a farm beside it.
    let play = |pig: bool| {
        let mut g = game();
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place_follower(Player::Red, field(0)).unwrap();
        g.score_turn();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.score_turn();
        g.place(KB, (0, 1), Rotation::R0).unwrap();
        if pig {
            g.place_figure(Player::Red, Figure::Pig, field(0)).unwrap();
        }
        g.score_turn();
        g.finish();
        g.score(Player::Red)
    };
    assert_eq!(play(false), 3);
    assert_eq!(play(true), 4);
}

#[test]
fn the_player_completing_a_city_takes_its_goods_and_majorities_score_ten() {
    let mut g = game();
    g.place(KE_WINE, (0, 0), Rotation::R0).unwrap();
    g.set_turn_player(Some(Player::Blue));
    g.place(KE, (0, -1), Rotation::R180).unwrap();
    g.score_turn(); // nobody's city: the goods go to blue all the same
    assert_eq!(g.tokens(Player::Blue), [1, 0, 0]);
    // Red completes a city with wine too: a tie, both score.
    g.place(KE_WINE, (1, 0), Rotation::R0).unwrap();
    g.set_turn_player(Some(Player::Red));
    g.place(KE, (1, -1), Rotation::R180).unwrap();
    g.score_turn();
    assert_eq!(g.tokens(Player::Red), [1, 0, 0]);
    assert_eq!(
        g.holds(Player::Red),
        [("wine", 1), ("grain", 0), ("cloth", 0)]
    );
    g.finish();
    assert_eq!((g.score(Player::Blue), g.score(Player::Red)), (10, 10));
    let most: Vec<_> = (g.awards().iter())
        .map(|a| (a.reason, a.when, a.player, a.points, a.tiles.len()))
        .collect();
    assert_eq!(
        most,
        [
            (crate::expansion::MOST[0], When::Final, Player::Red, 10, 0),
            (crate::expansion::MOST[0], When::Final, Player::Blue, 10, 0),
        ]
    );
}

fn turn(kind: usize, pos: Pos, player: Player, figure: Option<(Figure, &str)>) -> Turn {
    Turn {
        kind,
        pos,
        rotation: Rotation::R0,
        steps: figure
            .map(|(f, s)| Step::figure(player, f, s.parse::<FeatureSpec>().expect("spec")))
            .into_iter()
            .collect(),
        player: Some(player),
    }
}

#[test]
fn a_builder_earns_one_second_tile_and_no_third() {
    let t = expansion_table(setup());
    let r = Rules::standard();
    let start = Turn {
        kind: KU,
        pos: (0, 0),
        rotation: Rotation::R0,
        steps: Vec::new(),
        player: None,
    };
    let base = vec![
        start.clone(),
        turn(KU, (0, 1), Player::Red, Some((Figure::Follower, "road"))),
        turn(KU, (5, 5), Player::Blue, None),
    ];
    // Red twice without a builder: blue's turn (blue's tile, off the
    // board, is never reached).
    let mut order = base.clone();
    order.insert(2, turn(KU, (0, 2), Player::Red, None));
    assert_eq!(
        replay(t.clone(), r.clone(), &order, false).unwrap_err(),
        ReplayError::TurnOrder {
            turn: 2,
            expected: Player::Blue,
            found: Player::Red
        }
    );
    // With the builder on the road, extending it earns a second tile.
    let turns = vec![
        start.clone(),
        turn(KU, (0, 1), Player::Red, Some((Figure::Follower, "road"))),
        turn(KU, (0, -1), Player::Blue, None),
        turn(KU, (0, 2), Player::Red, Some((Figure::Builder, "road"))),
        turn(KU, (0, -2), Player::Blue, None),
        turn(KU, (0, 3), Player::Red, None), // extends: a second tile
        turn(KU, (0, 4), Player::Red, None), // the second tile
        turn(KU, (0, -3), Player::Blue, None),
    ];
    let g = replay(t.clone(), r.clone(), &turns, false).expect("legal");
    assert!(g.history()[5].extra_tile);
    assert!(!g.history()[6].extra_tile, "no chain");
    // Who plays next: red again after the tile that earned the second
    // tile, blue after that second tile.
    let next = |n: usize| {
        let g = replay(t.clone(), r.clone(), &turns[..n], false).expect("legal");
        g.next_player()
    };
    assert_eq!(next(5), Some(Player::Red), "plain rotation");
    assert_eq!(next(6), Some(Player::Red), "the builder's second tile");
    assert_eq!(next(7), Some(Player::Blue), "never a third");
    assert_eq!(g.next_player(), Some(Player::Red));
    let mut third = turns.clone();
    third[7] = turn(KU, (0, 5), Player::Red, None);
    assert!(matches!(
        replay(t.clone(), r.clone(), &third, false),
        Err(ReplayError::TurnOrder { turn: 7, .. })
    ));
    let mut missing = turns;
    missing[4].player = None;
    assert_eq!(
        replay(t, r, &missing, false).unwrap_err(),
        ReplayError::NoPlayer { turn: 4 }
    );
}

#[test]
fn a_player_on_the_first_tile_alone_is_no_turn_order() {
    // The first tile names a player, no later one does: no seats at all,
    // and nothing to check (this once divided by zero).
    let mut first = turn(KU, (0, 0), Player::Red, None);
    first.steps.clear();
    let mut second = turn(KU, (0, 1), Player::Red, None);
    second.player = None;
    let g = replay(
        expansion_table(setup()),
        Rules::standard(),
        &[first, second],
        false,
    )
    .expect("legal");
    assert_eq!(g.tiles().len(), 2);
}

/// Random games with both expansions: the players place big
/// followers, builders and pigs, and a tile that earns a builder's
/// second tile is followed by another tile of the same player (never a
/// third), while otherwise the seats take turns.
#[test]
fn random_games_play_the_expansions_figures_and_the_builders_turn() {
    let table = expansion_table(setup());
    let deck: Vec<crate::sim::DeckEntry> = [
        (KD, 4, true),
        (KE, 12, false),
        (KU, 16, false),
        (KB, 6, false),
        (KW, 6, false),
        (KU_INN, 4, false),
        (KE_WINE, 4, false),
    ]
    .into_iter()
    .map(|(kind, count, start)| crate::sim::DeckEntry { kind, count, start })
    .collect();
    let (mut placed, mut bonuses) = ([0u32; Figure::ALL.len()], 0);
    for seed in 0..60 {
        let game = crate::sim::random_game(&table, Rules::standard(), &deck, 3, seed);
        let moves = game.history();
        for (i, m) in moves.iter().enumerate().skip(1) {
            if m.follower.is_some() {
                placed[m.figure.index()] += 1;
            }
            let Some(next) = moves.get(i + 1) else {
                continue;
            };
            if m.extra_tile {
                bonuses += 1;
                assert_eq!(
                    next.player, m.player,
                    "seed {seed}: the builder's second tile"
                );
                assert!(!next.extra_tile, "seed {seed}: no chain");
            } else if i > 0 && moves[i - 1].extra_tile {
                assert_ne!(next.player, m.player, "seed {seed}: no third tile");
            }
        }
    }
    for f in [Figure::Follower, Figure::Big, Figure::Builder, Figure::Pig] {
        assert!(placed[f.index()] > 0, "no {f} placed: {placed:?}");
    }
    assert!(bonuses > 0, "no builder's second tile in 60 games");
}

#[test]
fn grey_sits_only_with_inns_and_cathedrals() {
    let turn = |kind, pos, player| Turn {
        kind,
        pos,
        rotation: Rotation::R90,
        steps: vec![],
        player,
    };
    let turns = vec![
        Turn {
            rotation: Rotation::R0,
            ..turn(KD, (0, 0), None)
        },
        turn(KU, (1, 0), Some(Player::Grey)),
    ];
    // The base game seats five: grey has no seat, and no figures.
    let base = Game::new(table(), Rules::standard());
    assert_eq!(base.setup().seats(), 5);
    assert_eq!(base.supply(Player::Grey), 0);
    assert_eq!(base.supply(Player::Black), SUPPLY_PER_PLAYER);
    assert_eq!(base.acting_players().len(), 5, "grey is offered nothing");
    let mut start = replay_open(table(), Rules::standard(), &turns[..1]).expect("the start");
    assert_eq!(
        start.step(&Step::figure(
            Player::Grey,
            Figure::Follower,
            FeatureSpec::Ref(road0())
        )),
        Err(StepError::NoSeat {
            player: Player::Grey
        }
        .into())
    );
    assert_eq!(
        replay(table(), Rules::standard(), &turns, true).err(),
        Some(ReplayError::NoSeat {
            turn: 1,
            player: Player::Grey
        })
    );
    // Inns & Cathedrals seats a sixth: grey plays, with seven followers.
    let with_ic = expansion_table(Setup::with_modules(&["inns-cathedrals"]).expect("known"));
    assert_eq!(with_ic.setup().seats(), 6);
    let mut g = replay(Arc::clone(&with_ic), Rules::standard(), &turns, false).expect("grey sits");
    assert_eq!(g.supply(Player::Grey), SUPPLY_PER_PLAYER);
    g.place_follower(Player::Grey, road0())
        .expect("grey's thief");
    assert_eq!(g.supply(Player::Grey), SUPPLY_PER_PLAYER - 1);
}
