//! The page asks the browser's engine what may be done next in the last
//! tile's turn and takes one of its answers: the moves of an expansion
//! come from the engine's offers (issue 29), never from the page.

use tilebook_engine::Player;

/// The engine part of the site's `examples/tw-capture-1.json`, up to its
/// third tile: red's thief on the road east of the start, and a tower
/// foundation at (1,1) below it.
const TOWER: &str = include_str!("tower.json");

/// Kind index of `U` (a straight road) in `tower.json`.
const U: usize = 20;

#[test]
fn the_engine_offers_a_tower_piece_and_its_capture_and_takes_the_one_chosen() {
    let mut core = crate::core_of(TOWER).expect("reads");
    core.add_tile(U, -1, 0, 90).expect("a legal square");
    let offers = core.offers("third", false).expect("offers");
    // The tiles name no players: any colour may act; the page shows those
    // of the colour the reader plays.
    let pieces: Vec<_> = offers
        .iter()
        .filter(|o| o.name == "tower-piece" && o.player == Some(Player::Blue))
        .collect();
    // On the foundation, with no capture, or capturing red's thief one
    // square north of it.
    assert_eq!(pieces.len(), 2);
    assert_eq!(
        offers.iter().filter(|o| o.name == "tower-piece").count(),
        2 * 5
    );
    let capture = pieces
        .iter()
        .find(|o| o.squares == [(1, 1), (1, 0)])
        .expect("the capture of red's thief");
    assert_eq!(capture.details, [("feature", "road.0")]);
    // The figures on the tile just laid are the page's clicks, not offers.
    assert!(offers.iter().all(|o| o.name != "figure"));
    core.add_step(&capture.code, false)
        .expect("an offered step is taken");
    let state = core.state("third", usize::MAX, false).expect("state");
    assert!(state.followers.is_empty(), "red's thief is a prisoner");
    // The turn's action is taken: no second tower piece is offered.
    let after = core.offers("third", false).expect("offers");
    assert!(after.iter().all(|o| o.name != "tower-piece"));
    // The position as a board file keeps the step, as `score` reads it.
    let file = core.board_file(&["base", "tower"], true).expect("writable");
    assert!(
        file.contains("[[tower]]\nplayer = \"blue\"\nat = [-1, 0]\non = [1, 1]\ncapture = { on = [1, 0], feature = \"road\" }\n"),
        "{file}"
    );
    // A step that is not one is refused, and changes nothing.
    assert!(core.add_step(&[99, 1], false).is_err());
    assert!(
        core.add_step(&capture.code, false).is_err(),
        "a second action"
    );
    let again = core.state("third", usize::MAX, false).expect("state");
    assert_eq!(again.followers.len(), 0);
}
