//! The browser's engine keeps the example's game: a tile added plays one
//! more turn on it (no replay), and every refusal is the engine's typed
//! error, given to the page as its message key.

use tilebook_engine::{ExampleJson, FeatureRef, FeatureType, Figure, Player};
use tilebook_wasm::{Core, CoreError};

/// Two knights, red's and blue's, tie in a city of eight tiles; a road
/// of four tiles runs below it (kind 20, `U`, turned a quarter).
const CITY_TIE: &str = include_str!("city-tie.json");

const U: usize = 20;

fn key(r: Result<(), CoreError>) -> String {
    r.expect_err("refused").key()
}

#[test]
fn adding_a_tile_plays_one_turn_on_the_kept_game() {
    let mut core = crate::core_of(CITY_TIE).expect("reads");
    assert_eq!(core.game().tiles().len(), 9);
    let before = core.game().history().to_vec();
    let &(x, y, deg) = core.legal(U).expect("legal").first().expect("a square");
    core.add_tile(U, x, y, deg).expect("a legal square");
    assert_eq!(core.tile_count(), 10);
    assert_eq!(core.game().tiles().len(), 10, "one more tile");
    assert_eq!(
        core.game().history()[..9],
        before[..],
        "the same game, played on"
    );
    assert_eq!(core.game().tiles()[9].pos, (x, y));
    // The state of the whole board is that game's.
    let state = core.state("third", 10, false).expect("state");
    assert_eq!(state.tiles.len(), 10);
    // Another edition replays the board, the added tile included.
    let replayed = core.replay("first", usize::MAX, false).expect("replays");
    assert_eq!(replayed.history(), core.game().history());
}

#[test]
fn an_illegal_square_is_refused_with_the_engines_reason() {
    let mut core = crate::core_of(CITY_TIE).expect("reads");
    assert_eq!(key(core.add_tile(U, 0, 0, 0)), "engine-placement-occupied");
    assert_eq!(
        key(core.add_tile(U, 10, 10, 0)),
        "engine-placement-not-adjacent"
    );
    // Below the road's west end, the road would meet the field of its
    // southern edge.
    assert_eq!(
        key(core.add_tile(U, 0, 2, 0)),
        "engine-placement-edge-mismatch:n:road:field"
    );
    assert_eq!(
        key(core.add_tile(99, 0, 2, 90)),
        "engine-replay-unknown-kind"
    );
    assert_eq!(core.tile_count(), 9, "nothing was added");
    assert_eq!(core.game().tiles().len(), 9);
    assert!(matches!(
        core.add_tile(U, 0, 2, 45),
        Err(CoreError::Other(_))
    ));
}

#[test]
fn a_follower_on_an_occupied_city_is_refused_and_changes_nothing() {
    let mut core = crate::core_of(CITY_TIE).expect("reads");
    let city = FeatureRef {
        ty: FeatureType::City,
        index: 0,
    };
    // The city of tile 9 already holds red's and blue's knights.
    assert_eq!(
        key(core.toggle_follower(8, city, Player::Green, Figure::Follower)),
        "engine-follower-occupied:red"
    );
    let deployed = |core: &Core| {
        let history = core.game().history();
        history.iter().filter(|m| m.follower.is_some()).count()
    };
    assert_eq!(core.example().followers.len(), 2);
    assert_eq!(deployed(&core), 2);
    // Taking red's knight away is allowed, and the kept game follows.
    core.toggle_follower(1, city, Player::Red, Figure::Follower)
        .expect("removed");
    assert_eq!(deployed(&core), 1);
    let state = core.state("third", 9, true).expect("state");
    assert_eq!(
        state.players,
        vec![(Player::Blue, 10)],
        "blue alone, as many points"
    );
}

#[test]
fn the_expansions_figures_follow_the_examples_sets() {
    let city = FeatureRef {
        ty: FeatureType::City,
        index: 0,
    };
    // The base game has no builder at all.
    let mut core = crate::core_of(CITY_TIE).expect("reads");
    assert_eq!(
        key(core.toggle_follower(8, city, Player::Green, Figure::Builder)),
        "engine-figure-no-supply:builder"
    );
    // With Traders & Builders, green has one, but no knight of its own
    // in that city.
    let mut ex: ExampleJson = serde_json::from_str(CITY_TIE).expect("fixture");
    ex.modules = vec!["inns-cathedrals".into(), "traders-builders".into()];
    ex.figures = vec![(Figure::Big, 1), (Figure::Builder, 1)];
    let json = serde_json::to_string(&ex).expect("writes");
    let mut core = crate::core_of(&json).expect("reads");
    assert_eq!(
        key(core.toggle_follower(8, city, Player::Green, Figure::Builder)),
        "engine-figure-needs-own-follower:builder"
    );
    // Red's knight becomes a big follower: red now wins the tied city.
    core.toggle_follower(1, city, Player::Red, Figure::Big)
        .expect("replaced");
    let red = core.example().followers.iter().find(|f| f.tile == 1);
    assert_eq!(red.map(|f| f.figure), Some(Figure::Big));
    let state = core.state("third", 9, true).expect("state");
    assert_eq!(state.players, vec![(Player::Red, 10), (Player::Blue, 0)]);
}

#[test]
fn another_players_figure_is_never_replaced_and_the_refusal_names_its_holder() {
    let mut core = crate::core_of(CITY_TIE).expect("reads");
    let city = FeatureRef {
        ty: FeatureType::City,
        index: 0,
    };
    let field = FeatureRef {
        ty: FeatureType::Field,
        index: 0,
    };
    let before = core.example().followers.clone();
    let scores = core.state("third", 9, true).expect("state").players;
    // Blue's knight stands on tile 7's city: green clicking it is refused,
    // naming blue, not green.
    assert_eq!(
        key(core.toggle_follower(6, city, Player::Green, Figure::Follower)),
        "engine-follower-occupied:blue"
    );
    // Nor may green swap it for a figure elsewhere on that tile.
    assert_eq!(
        key(core.toggle_follower(6, field, Player::Green, Figure::Follower)),
        "engine-follower-already-placed"
    );
    assert_eq!(core.example().followers, before);
    assert_eq!(core.state("third", 9, true).expect("state").players, scores);
    // Blue may still move its own figure on its tile.
    core.toggle_follower(6, field, Player::Blue, Figure::Follower)
        .expect("blue's other choice");
    assert_eq!(core.example().followers.len(), before.len());
}
