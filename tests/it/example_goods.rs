//! A scoring example with Traders & Builders on the site: its JSON carries
//! who placed each tile (so the browser's engine gives the goods to the
//! same players as `check`), and the page's own events table lists the
//! goods majorities after the events, as the script's table does.

use std::path::Path;

use crate::common::{project_copy, tilebook};
use tilebook::diag::Report;
use tilebook::engine::Player;
use tilebook::site::{self, Options, example};

/// The start tile E; red's TB-O (a city with wine) above it with red's
/// knight; blue's E closing the city. Blue takes the wine token, the
/// only one: 10 at the end.
const BOARD: &str = r#"tilesets = ["base", "traders-builders"]

[[tile]]
kind = "E"
at = [0, 0]

[[tile]]
kind = "TB-O"
at = [0, -1]
rotation = 90
player = "red"

[[tile]]
kind = "E"
at = [0, -2]
rotation = 180
player = "blue"

[[follower]]
player = "red"
at = [0, -1]
feature = "city"

[expect]
third = { red = 6, blue = 10 }
first = { red = 6, blue = 10 }
"#;

/// The shipped project with the example `city-two-tiles` (shown on the
/// base book's scoring page) replaced by [`BOARD`].
fn project() -> tempfile::TempDir {
    let dir = project_copy();
    std::fs::write(dir.path().join("data/examples/city-two-tiles.toml"), BOARD).expect("written");
    dir
}

#[test]
fn the_example_json_carries_the_tiles_players() {
    let dir = project();
    let out = tilebook(dir.path(), &["check", "--deny", "warnings"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let mut report = Report::new();
    let data = tilebook::data::load(dir.path(), &mut report);
    let board = data
        .examples
        .iter()
        .find(|b| b.id == "city-two-tiles")
        .expect("the example");
    let prepared =
        example::prepare(board, &data, &example::Art::new(), &mut report).expect("prepared");
    assert_eq!(report.errors(), 0, "{:?}", report.diagnostics());
    let players: Vec<_> = prepared.example.tiles.iter().map(|t| t.player).collect();
    // The start tile names nobody, as in the base examples.
    assert_eq!(
        players,
        vec![None, Some(Player::Red), Some(Player::Blue)],
        "{:?}",
        prepared.example.tiles
    );
    // And they read back from the integers the page ships.
    let (table, code) = prepared.example.code();
    let back = tilebook::engine::ExampleJson::from_code(&table, &code);
    assert_eq!(back.as_ref(), Some(&prepared.example));
}

/// The rows of the events tables of `html`, as the texts of their cells.
fn event_rows(html: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for table in html.split("<table class=\"events\"").skip(1) {
        let body = table.split("</table>").next().unwrap_or_default();
        let body = body.split("<tbody>").nth(1).unwrap_or_default();
        for row in body.split("<tr>").skip(1) {
            let cells = row
                .split("<td>")
                .skip(1)
                .map(|c| c.split("</td>").next().unwrap_or_default().to_string())
                .collect();
            rows.push(cells);
        }
    }
    rows
}

#[test]
fn the_static_events_table_lists_the_goods_majority_after_the_events_as_an_award() {
    let dir = project();
    let root = dir.path();
    let mut report = Report::new();
    let options = Options {
        out: root.join("out"),
        // No WebAssembly needed: the tables are the page's own.
        wasm: root.join("no-wasm"),
        live_reload: false,
    };
    let files = site::render(root, &options, &mut report);
    let files = files.unwrap_or_else(|| panic!("{:#?}", report.diagnostics()));
    let page = |path: &str| {
        let bytes = files.get(Path::new(path)).expect("the page");
        String::from_utf8(bytes.clone()).expect("UTF-8")
    };
    let row = |cells: [&str; 4]| cells.map(String::from).to_vec();
    let en = event_rows(&page("en/base/scoring.html"));
    let city = row(["City", "during play", "3", "Red 6"]);
    // An award, as the fairy's and ransoms are: no tiles of its own.
    let wine = row(["Most wine", "at the end", "0", "Blue 10"]);
    // The example's table under the book's edition (a plain example
    // ships that one; the script makes the others), the event then the
    // majority.
    let at = en.iter().position(|r| *r == city).expect("the city row");
    assert_eq!(en.get(at + 1), Some(&wine), "{en:?}");
    assert_eq!(en.iter().filter(|r| **r == wine).count(), 1, "{en:?}");
    // In every locale, in its words.
    let ro = event_rows(&page("ro/base/scoring.html"));
    assert!(
        ro.iter()
            .any(|r| r[0] == "Cel mai mult vin" && r[3] == "Albastru 10"),
        "{ro:?}"
    );
    // The page's script labels its rows from the controls' attributes.
    let html = page("pl/base/scoring.html");
    assert!(html.contains("data-l-most-wine=\"Najwięcej wina\""));
    assert!(html.contains("data-l-most-cloth=\"Najwięcej sukna\""));
    // The example's JSON file names the tiles' players too: the third
    // tile's fifth integer is Blue's index plus one.
    let json: serde_json::Value = serde_json::from_slice(
        files
            .get(Path::new("examples/city-two-tiles.json"))
            .unwrap(),
    )
    .expect("JSON");
    let blue = tilebook::engine::TileJson::from_code(&[0, 0, 0, 0, 2]).and_then(|t| t.player);
    assert_eq!(blue, Some(Player::Blue));
    assert_eq!(json["engine"]["tiles"][2 * 5 + 4], 2, "{json}");
}
