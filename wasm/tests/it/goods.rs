//! Traders & Builders in the browser: an example's tiles name who placed
//! them, so the goods of a city go to its completer and the final scoring
//! lists the goods majorities; a tile the reader adds is the next player's.

use tilebook_engine::expansion::MOST;
use tilebook_engine::{Award, FeatureRef, FeatureType, Figure, Goods, Player, When};
use tilebook_wasm::{Core, to_json};

/// The engine part of the site's JSON for a board of the tile sets base
/// and traders-builders (its kinds cut down to the two it uses): the start
/// tile E (a city cap north); red's TB-O above it, the city running on
/// north, with wine and red's knight; blue's E closing the city from the
/// north. Blue completes it: one wine token, the only one.
const GOODS: &str = include_str!("goods.json");

/// Two knights tie in a base-game city; its tiles name no players.
const CITY_TIE: &str = include_str!("city-tie.json");

/// Kind indices in `goods.json`.
const E: usize = 0;
const TB_O: usize = 1;

const CITY: FeatureRef = FeatureRef {
    ty: FeatureType::City,
    index: 0,
};

/// Adds `kind` at (x, y) turned `deg`, a square the engine offers, and
/// returns whose tile it became.
fn add(core: &mut Core, kind: usize, (x, y): (i32, i32), deg: u16) -> Option<Player> {
    let legal = core.legal(kind).expect("legal squares");
    assert!(
        legal.contains(&(x, y, deg)),
        "({x}, {y}) at {deg}°: {legal:?}"
    );
    core.add_tile(kind, x, y, deg).expect("placed");
    let tiles = &core.example().tiles;
    tiles.last().expect("a tile").player
}

#[test]
fn the_completer_takes_the_goods_and_the_final_scoring_lists_the_majority() {
    let core = crate::core_of(GOODS).expect("reads");
    assert_eq!(core.example().tiles[2].player, Some(Player::Blue));
    let majority = Award {
        reason: MOST[Goods::Wine.index()],
        when: When::Final,
        player: Player::Blue,
        points: 10,
        payer: None,
        tiles: Vec::new(),
    };
    for rules in ["third", "second", "first"] {
        let state = core.state(rules, 3, true).expect("state");
        assert_eq!(
            state.players,
            vec![(Player::Red, 6), (Player::Blue, 10)],
            "{rules}: red's city, blue's wine"
        );
        assert_eq!(state.awards, vec![majority.clone()], "{rules}");
    }
    let json = to_json(&core.state("third", 3, true).expect("state")).expect("JSON");
    assert!(
        json.contains(r#""awards":[{"reason":"most-wine","when":"final","player":"blue","points":10,"payer":null,"tiles":[]}]"#),
        "{json}"
    );
    // Before the final scoring blue, who placed a tile, is listed with
    // nothing yet, and the JSON has no awards at all.
    let state = core.state("third", 3, false).expect("state");
    assert_eq!(state.players, vec![(Player::Red, 6), (Player::Blue, 0)]);
    assert!(state.awards.is_empty());
    let json = to_json(&state).expect("JSON");
    assert!(!json.contains("awards"), "{json}");
    // A base-game example has none either.
    let tie = crate::core_of(CITY_TIE).expect("reads");
    let state = tie.state("third", 9, true).expect("state");
    assert!(state.awards.is_empty());
}

#[test]
fn an_added_tile_is_the_next_players_and_a_builder_earns_a_second() {
    let mut core = crate::core_of(GOODS).expect("reads");
    // Red and blue have played: red's turn.
    assert_eq!(add(&mut core, E, (1, 0), 0), Some(Player::Red));
    core.toggle_follower(3, CITY, Player::Red, Figure::Follower)
        .expect("red's knight on its new city");
    assert_eq!(add(&mut core, E, (-1, 0), 0), Some(Player::Blue));
    // Red extends its city and puts its builder there.
    assert_eq!(add(&mut core, TB_O, (1, -1), 90), Some(Player::Red));
    core.toggle_follower(5, CITY, Player::Red, Figure::Builder)
        .expect("red's builder");
    assert_eq!(add(&mut core, E, (-1, -1), 180), Some(Player::Blue));
    // Extending the builder's city earns red a second tile, and no third.
    assert_eq!(add(&mut core, TB_O, (1, -2), 90), Some(Player::Red));
    assert!(core.game().history()[7].extra_tile);
    assert_eq!(add(&mut core, E, (-2, 0), 0), Some(Player::Red));
    assert_eq!(add(&mut core, E, (-3, 0), 0), Some(Player::Blue));
    // The players are kept: another edition replays the board, the final
    // scoring included, in a legal turn order.
    let state = core.state("first", 10, true).expect("replays");
    let players: Vec<_> = state.tiles.iter().map(|t| t.player).collect();
    let (r, b) = (Some(Player::Red), Some(Player::Blue));
    assert_eq!(players, vec![None, r, b, r, b, r, b, r, r, b]);
    // Red's city holds two wine symbols, but nobody completed it: blue's
    // one token is still the most.
    let most: Vec<_> = (state.awards.iter())
        .map(|a| (a.reason, a.player, a.points))
        .collect();
    assert_eq!(most, [(MOST[Goods::Wine.index()], Player::Blue, 10)]);
}

#[test]
fn without_players_an_added_tile_has_none() {
    let mut core = crate::core_of(CITY_TIE).expect("reads");
    let &(x, y, deg) = core.legal(20).expect("legal").first().expect("a square");
    core.add_tile(20, x, y, deg).expect("placed");
    assert_eq!(core.example().tiles.last().map(|t| t.player), Some(None));
    assert!(core.game().history().iter().all(|m| m.player.is_none()));
}
