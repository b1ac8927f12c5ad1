//! The Count of Carcassonne in play, on the base kinds of
//! [`expansion_table`]: who earns a place in a quarter, followers leaving
//! a quarter for the feature being scored, the Count guarding his quarter,
//! the market at the end.

use crate::expansion::CountError;
use crate::expansion::CountStep;
use crate::expansion::Setup;
use crate::figure::Figure;
use crate::game::testkit::*;
use crate::game::*;
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::spec::FeatureSpec;
use crate::tile::Quarter;
use Player::{Blue, Red};

/// The Count's rules with big followers, the start tile laid before play
/// (no block in these tests).
fn setup() -> Setup {
    let mut s = Setup::with_modules(&["inns-cathedrals", "count"]).expect("known modules");
    s.add_figures(Figure::Big, 1);
    s.set_param("block_tiles", 1);
    s
}

fn spec(s: &str) -> FeatureSpec {
    s.parse().expect("a spec")
}

fn t(kind: usize, pos: Pos, quarter: u8, player: Option<Player>, steps: Vec<Step>) -> Turn {
    Turn {
        kind,
        pos,
        rotation: Rotation::quarter(quarter),
        steps,
        player,
    }
}

fn into(player: Player, figure: Figure, quarter: Quarter, count: Option<Quarter>) -> Step {
    Step::from(CountStep::Quarter {
        player,
        figure,
        quarter,
        count,
    })
}

fn out_of(player: Player, figure: Figure, quarter: Quarter, to: Pos, s: &str) -> Step {
    Step::from(CountStep::FromQuarter {
        player,
        figure,
        quarter,
        to,
        spec: spec(s),
        end: quarter == Quarter::Market,
    })
}

/// The start tile, then blue's thief on the road it continues west, then
/// red's crossing closing that road east with the steps `red`: only blue
/// scores (3).
fn opening(red: Vec<Step>) -> Vec<Turn> {
    vec![
        t(KD, (0, 0), 0, None, vec![]),
        t(
            KW,
            (-1, 0),
            0,
            Some(Blue),
            vec![Step::figure(Blue, Figure::Follower, spec("road@E"))],
        ),
        t(KW, (1, 0), 0, Some(Red), red),
    ]
}

fn play(turns: &[Turn], final_scoring: bool) -> Result<Game, ReplayError> {
    replay(
        expansion_table(setup()),
        Rules::standard(),
        turns,
        final_scoring,
    )
}

/// [`opening`] replayed.
fn road_for_blue(red: Vec<Step>) -> Result<Game, ReplayError> {
    play(&opening(red), false)
}

/// [`opening`] with red's big follower into the castle (the Count to
/// `count`), then blue closing the start tile's city with the turn's
/// `steps`.
fn city_after_castle(count: Option<Quarter>, steps: Vec<Step>) -> Result<Game, ReplayError> {
    let mut turns = opening(vec![into(Red, Figure::Big, Quarter::Castle, count)]);
    turns.push(t(KE, (0, -1), 2, Some(Blue), steps));
    play(&turns, false)
}

fn step_error(r: Result<Game, ReplayError>) -> StepError {
    match r {
        Err(ReplayError::Step { error, .. }) => error,
        other => panic!("expected a refused step, got {other:?}"),
    }
}

#[test]
fn a_turn_that_scored_only_for_others_earns_a_quarter() {
    let g = road_for_blue(vec![into(
        Red,
        Figure::Follower,
        Quarter::Castle,
        Some(Quarter::Market),
    )])
    .expect("earned");
    assert_eq!(g.score(Blue), 3);
    assert_eq!(g.in_quarters(), &[(Red, Figure::Follower, Quarter::Castle)]);
    assert_eq!(g.count_quarter(), Quarter::Market);
    assert_eq!(g.supply(Red), SUPPLY_PER_PLAYER - 1);
}

#[test]
fn a_quarter_is_earned_only_by_others_scoring_and_once_a_turn() {
    // Nobody on the road: nobody scored, so nothing is earned.
    let mut turns = opening(vec![into(Red, Figure::Follower, Quarter::Castle, None)]);
    turns[1].steps.clear();
    assert_eq!(
        step_error(play(&turns, false)),
        StepError::from(CountError::QuarterNotEarned)
    );
    let twice = road_for_blue(vec![
        into(Red, Figure::Follower, Quarter::Castle, None),
        into(Red, Figure::Follower, Quarter::Market, None),
    ]);
    assert_eq!(step_error(twice), StepError::from(CountError::QuarterTwice));
    let builder = road_for_blue(vec![into(Red, Figure::Builder, Quarter::Castle, None)]);
    assert_eq!(
        step_error(builder),
        StepError::from(CountError::NotAFollower {
            figure: Figure::Builder
        })
    );
    let not_red = road_for_blue(vec![into(Blue, Figure::Follower, Quarter::Castle, None)]);
    assert_eq!(step_error(not_red), StepError::TurnOf { player: Red });
}

#[test]
fn the_player_who_scored_in_any_of_the_turns_scorings_earns_nothing() {
    let mut g = Game::new(expansion_table(setup()), Rules::standard());
    g.quarters_turn_start();
    let scoring = |points: Vec<(Player, u32)>| ScoreEvent {
        feature: crate::tile::FeatureType::Road,
        when: When::Play,
        tiles: vec![],
        pennants: 0,
        cities: 0,
        marks: crate::expansion::Marks::default(),
        points,
    };
    assert!(!g.quarter_earned(Red), "no scoring at all");
    g.events.push(scoring(vec![(Blue, 0)]));
    assert!(!g.quarter_earned(Red), "nobody got points");
    g.events.push(scoring(vec![(Blue, 3)]));
    assert!(g.quarter_earned(Red), "only blue scored");
    g.events.push(scoring(vec![(Red, 2)]));
    assert!(!g.quarter_earned(Red), "red scored in a second scoring");
    assert!(g.quarter_earned(Player::Green), "green scored in none");
    g.quarters_turn_start();
    assert!(!g.quarter_earned(Red), "a new turn starts afresh");
}

#[test]
fn a_follower_leaves_its_quarter_for_the_feature_being_scored() {
    let g = city_after_castle(
        Some(Quarter::Market),
        vec![
            Step::figure(Blue, Figure::Follower, spec("city")),
            out_of(Red, Figure::Big, Quarter::Castle, (0, -1), "city"),
        ],
    )
    .expect("legal");
    // Red's big follower (2) beats blue's knight (1) on the occupied city.
    let city = g.events().last().expect("the city scored");
    assert_eq!(city.points, vec![(Red, 4)]);
    assert!(g.in_quarters().is_empty());
    assert_eq!(g.figures_left(Red, Figure::Big), 1, "home after scoring");
}

#[test]
fn the_count_guards_his_quarter() {
    let r = city_after_castle(
        None,
        vec![out_of(Red, Figure::Big, Quarter::Castle, (0, -1), "city")],
    );
    assert_eq!(
        step_error(r),
        StepError::from(CountError::CountGuards {
            quarter: Quarter::Castle
        })
    );
}

#[test]
fn a_quarter_sends_followers_only_to_its_feature_being_scored() {
    let wrong = city_after_castle(
        Some(Quarter::Market),
        vec![out_of(Red, Figure::Big, Quarter::Castle, (0, 0), "road")],
    );
    assert_eq!(
        step_error(wrong),
        StepError::from(CountError::WrongQuarter {
            quarter: Quarter::Castle
        })
    );
    let missing = city_after_castle(
        Some(Quarter::Market),
        vec![out_of(
            Red,
            Figure::Follower,
            Quarter::Castle,
            (0, -1),
            "city",
        )],
    );
    assert_eq!(
        step_error(missing),
        StepError::from(CountError::NotInQuarter {
            quarter: Quarter::Castle
        })
    );
    // A city that is not closed this turn: its tile does not touch it.
    let mut turns = opening(vec![into(
        Red,
        Figure::Big,
        Quarter::Castle,
        Some(Quarter::Market),
    )]);
    turns.push(t(
        KU,
        (-1, 1),
        0,
        Some(Blue),
        vec![out_of(Red, Figure::Big, Quarter::Castle, (0, 0), "city")],
    ));
    let r = play(&turns, false);
    assert_eq!(
        step_error(r),
        StepError::from(CountError::NotScoredNow { at: (0, 0) })
    );
}

#[test]
fn the_market_empties_only_at_the_end_onto_a_field() {
    let during = city_after_castle(
        Some(Quarter::Castle),
        vec![out_of(Red, Figure::Big, Quarter::Market, (0, -1), "field")],
    );
    // Market steps wait for the end: during play they are not taken, and
    // at the end red has nobody in the market.
    assert!(during.is_ok(), "{during:?}");
    let mut turns = opening(vec![into(Red, Figure::Follower, Quarter::Market, None)]);
    turns.push(t(
        KE,
        (0, -1),
        2,
        Some(Blue),
        vec![out_of(
            Red,
            Figure::Follower,
            Quarter::Market,
            (0, -1),
            "field",
        )],
    ));
    let g = play(&turns, true).expect("legal");
    // The farm north of the closed city is red's: 3 for the city.
    assert_eq!(g.score(Red), 3);
    assert!(g.in_quarters().is_empty());
    let mut g = replay(
        expansion_table(setup()),
        Rules::standard(),
        &turns[..3],
        false,
    )
    .expect("legal");
    // After the turn's scoring, followers no longer leave for its features.
    let late = g.step(&out_of(
        Red,
        Figure::Follower,
        Quarter::Castle,
        (0, 0),
        "city",
    ));
    assert_eq!(late, Err(StepError::OutOfOrder.into()));
    g.play_at_the_end(&[]).expect("nothing to take");
    let castle = g.step(&out_of(
        Red,
        Figure::Follower,
        Quarter::Castle,
        (0, 0),
        "city",
    ));
    // At the end only the market's followers leave: a step of the turn is
    // out of its order there.
    assert_eq!(castle, Err(StepError::OutOfOrder.into()));
}

#[test]
fn the_city_lays_its_block_before_play() {
    let mut s = setup();
    s.set_param("block_tiles", 2);
    assert_eq!(s.tiles_before_play(), 2);
    // Two tiles before play, then blue and red in turn.
    let turns = vec![
        t(KD, (0, 0), 0, None, vec![]),
        t(KU, (1, 0), 1, None, vec![]),
        t(KU, (2, 0), 1, Some(Blue), vec![]),
        t(KU, (3, 0), 1, Some(Red), vec![]),
    ];
    let g = replay(expansion_table(s), Rules::standard(), &turns, false).expect("legal");
    assert_eq!(g.next_player(), Some(Blue));
    // With one tile before play the second must name its player.
    assert_eq!(
        play(&turns, false).err(),
        Some(ReplayError::NoPlayer { turn: 1 })
    );
}

#[test]
fn nothing_goes_with_a_tile_laid_before_play() {
    // A follower on the block's tile (the start tile stands for it here)
    // is refused; one on the first tile of play is not.
    let on_block = vec![
        t(
            KD,
            (0, 0),
            0,
            None,
            vec![Step::figure(Red, Figure::Follower, spec("city"))],
        ),
        t(KW, (-1, 0), 0, Some(Blue), vec![]),
    ];
    match play(&on_block, false) {
        Err(ReplayError::Step {
            turn: 0,
            error: StepError::BeforePlay,
            ..
        }) => {}
        other => panic!("expected a step refused before play, got {other:?}"),
    }
    assert!(play(&opening(vec![]), false).is_ok());
    // Nothing is offered during the block's turns.
    let game = replay_open(
        expansion_table(setup()),
        Rules::standard(),
        &on_block[..1]
            .iter()
            .map(|t| Turn {
                steps: vec![],
                ..t.clone()
            })
            .collect::<Vec<_>>(),
    )
    .expect("the block's tile alone");
    assert!(game.next_steps().is_empty(), "{:?}", game.next_steps());
}
