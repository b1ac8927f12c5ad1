//! The tile sets of expansions V Abbey & Mayor, VI Count, King & Robber
//! (King & Robber Baron, The Cult) and VII The Catapult: their counts, the
//! shrines, fairs, forks, crossing cities and tokens read from them and
//! listed by `count` (text and JSON), the diagnostics of the new keys, and
//! boards that play them under every rule edition.

use crate::common::{self, bad, edition, kind_json, shipped, tilebook, tiles_where};
use serde_json::{Value, json};
use tilebook_engine::{Figure, Piece, RoadEnd, TileKind, Token};

const AM: &str = "data/tilesets/abbey-mayor.toml";
const KR: &str = "data/tilesets/king-robber.toml";
const CU: &str = "data/tilesets/cult.toml";
const CA: &str = "data/tilesets/catapult.toml";

fn kind(id: &str) -> TileKind {
    shipped().kind(id).expect("a shipped kind").clone()
}

#[test]
fn the_four_sets_pass_with_the_totals_of_the_seed() {
    // Seed 000: 12 new land tiles (V), 5 King & Robber Baron tiles and 5
    // shrine tiles (VI), 12 fair tiles (VII); none is played alone.
    for (id, total) in [
        ("abbey-mayor", 12),
        ("king-robber", 5),
        ("cult", 5),
        ("catapult", 12),
    ] {
        edition(id, total);
        let data = shipped();
        let set = &data.set(id).expect("the set").set;
        assert!(!set.requires_start, "{id}");
        assert!(set.entries.iter().all(|e| !e.start), "{id}");
    }
    // The rules modules: Abbey & Mayor's, King & Robber Baron's, the
    // Cult's and the Catapult's (its rounds' outcomes).
    let data = shipped();
    let rules = |id: &str| data.set(id).expect("the set").set.rules.clone();
    assert_eq!(rules("abbey-mayor").as_deref(), Some("abbey-mayor"));
    assert_eq!(rules("king-robber").as_deref(), Some("king-robber"));
    assert_eq!(rules("cult").as_deref(), Some("cult"));
    assert_eq!(rules("catapult").as_deref(), Some("catapult"));
}

#[test]
fn every_cult_tile_is_a_shrine_and_every_catapult_tile_a_fair() {
    let shrine = |k: &TileKind| k.is_shrine() && k.cloister;
    assert_eq!(tiles_where("cult", &shrine), 5);
    assert_eq!(tiles_where("catapult", &|k| k.is_fair()), 12);
    // Nothing else is either.
    for set in ["abbey-mayor", "king-robber", "princess-dragon", "base"] {
        assert_eq!(
            tiles_where(set, &|k| k.is_shrine() || k.is_fair()),
            0,
            "{set}"
        );
    }
    assert_eq!(tiles_where("catapult", &|k| k.is_shrine()), 0);
    assert_eq!(tiles_where("cult", &|k| k.is_fair()), 0);
    // A shrine is not a cloister of the base game: CA-12 and KR-01 have a
    // plain cloister.
    assert!(kind("CA-12").cloister && !kind("CA-12").is_shrine());
    assert!(kind("KR-01").cloister && !kind("KR-01").is_shrine());
}

#[test]
fn the_pieces_are_the_king_the_robber_and_24_catapult_tokens() {
    let data = shipped();
    let pieces = |id: &str| data.set(id).expect("the set").set.pieces.clone();
    let token = |token, total| Piece::Token { token, total };
    assert_eq!(
        pieces("king-robber"),
        vec![token(Token::King, 1), token(Token::Robber, 1)]
    );
    assert_eq!(pieces("catapult"), vec![token(Token::Catapult, 24)]);
    let figure = |figure, per_player| Piece::Figure { figure, per_player };
    assert_eq!(
        pieces("abbey-mayor"),
        vec![
            figure(Figure::Mayor, 1),
            figure(Figure::Wagon, 1),
            figure(Figure::Barn, 1)
        ]
    );
    assert!(pieces("cult").is_empty());
}

#[test]
fn count_shows_the_tokens_in_text_and_json() {
    let text = |id: &str| {
        let out = tilebook(&common::repo(), &["count", "--edition", id]);
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let kr = text("king-robber");
    let lines: Vec<&str> = kr.lines().collect();
    assert_eq!(lines[0], "king-robber: 5 tiles, rulebook states 5 — ok");
    assert_eq!(lines[1], "  +2 tokens: king ×1, robber ×1");
    assert!(text("catapult").contains("\n  +24 tokens: catapult ×24\n"));
    // A set without pieces has no such line.
    assert!(!text("cult").contains("token"));
    assert_eq!(
        edition("king-robber", 5)["pieces"],
        json!([{ "token": "king", "total": 1 }, { "token": "robber", "total": 1 }])
    );
    assert_eq!(
        edition("catapult", 12)["pieces"],
        json!([{ "token": "catapult", "total": 24 }])
    );
    assert_eq!(edition("cult", 5).get("pieces"), None);
}

#[test]
fn count_json_lists_shrines_fairs_forks_and_roads_ending_at_a_fair() {
    let cu = edition("cult", 5);
    let shrine = kind_json(&cu, "CU-05");
    assert_eq!(shrine["symbols"], json!(["shrine"]));
    // Half-edges are listed in their own order, clockwise from NNW.
    assert_eq!(
        shrine["features"],
        json!([
            { "type": "road", "sides": ["N"], "end": "cloister" },
            { "type": "road", "sides": ["S"], "end": "cloister" },
            { "type": "field", "halves": ["NNW", "SSW", "WSW", "WNW"] },
            { "type": "field", "halves": ["NNE", "ENE", "ESE", "SSE"] },
            { "type": "cloister" },
        ])
    );
    let ca = edition("catapult", 12);
    let four = kind_json(&ca, "CA-04");
    assert_eq!(four["symbols"], json!(["fair"]));
    let ends: Vec<&Value> = four["features"]
        .as_array()
        .expect("features")
        .iter()
        .filter(|f| f["type"] == "road")
        .map(|f| &f["end"])
        .collect();
    assert_eq!(ends, vec![&json!("fair"); 4]);
    let am = edition("abbey-mayor", 12);
    assert_eq!(
        kind_json(&am, "AM-11")["features"][0],
        json!({ "type": "road", "sides": ["N", "E", "W"], "fork": true })
    );
    assert_eq!(
        kind_json(&am, "AM-12")["features"][1],
        json!({ "type": "road", "sides": ["N", "S"], "tunnel": true })
    );
}

#[test]
fn the_crossing_cities_are_two_segments_with_two_fields_between_them() {
    for id in ["KR-05", "AM-02"] {
        let k = kind(id);
        assert_eq!(k.edge_letters(), "CCCC", "{id}");
        assert_eq!(k.cities.len(), 2, "{id}");
        let sides: Vec<String> = k
            .cities
            .iter()
            .map(|c| c.sides.iter().map(|s| s.to_string()).collect())
            .collect();
        let mut sorted = sides.clone();
        sorted.sort();
        assert_eq!(sorted, ["EW", "NS"], "{id}");
        // Two fields enclosed between them, each bordering both.
        assert_eq!(k.fields.len(), 2, "{id}");
        for f in &k.fields {
            assert!(f.halves.is_empty(), "{id}");
            let mut cities = f.cities.clone();
            cities.sort_unstable();
            assert_eq!(cities, vec![0, 1], "{id}");
        }
    }
    // AM-02's pennant is on its N–S city; KR-05 has none.
    assert_eq!(kind("AM-02").pennants(), 1);
    assert_eq!(kind("KR-05").pennants(), 0);
}

#[test]
fn special_shapes_of_abbey_mayor_and_king_robber() {
    // The fork: one road reaching three sides, three fields.
    let fork = kind("AM-11");
    assert_eq!(fork.roads.len(), 1);
    assert!(fork.roads[0].fork && fork.roads[0].end.is_none());
    assert_eq!(fork.roads[0].sides.len(), 3);
    assert_eq!(fork.fields.len(), 3);
    // The tunnel under a band with a pennant: the north field in two.
    let tunnel = kind("AM-12");
    assert!(tunnel.has_tunnel());
    assert_eq!(tunnel.fields.len(), 3);
    // The cap whose walls reach the far corners: three fields.
    assert_eq!(kind("AM-09").fields.len(), 3);
    // Roads ending at city gates, at the cloister and at a house.
    let ends =
        |id: &str| -> Vec<Option<RoadEnd>> { kind(id).roads.iter().map(|r| r.end).collect() };
    assert_eq!(ends("AM-04"), vec![Some(RoadEnd::City); 2]);
    assert_eq!(ends("AM-05"), vec![Some(RoadEnd::Cloister); 4]);
    assert_eq!(ends("AM-10"), vec![Some(RoadEnd::House)]);
    assert_eq!(ends("KR-04"), vec![Some(RoadEnd::City); 2]);
    assert_eq!(kind("KR-04").fields.len(), 4);
    assert_eq!(ends("KR-03"), vec![Some(RoadEnd::City), None]);
    // The fair: roads that reach it end there.
    assert_eq!(ends("CA-01"), vec![Some(RoadEnd::Fair); 2]);
    assert_eq!(ends("CA-02"), vec![None, Some(RoadEnd::Fair)]);
    // Every road of a shrine tile ends at the shrine.
    for id in ["CU-03", "CU-04", "CU-05"] {
        assert!(
            ends(id).iter().all(|e| *e == Some(RoadEnd::Cloister)),
            "{id}"
        );
    }
}

#[test]
fn a_shrine_without_a_cloister_is_reported() {
    let d = bad(
        CU,
        r#"id = "CU-01"   # shrine in a field
count = 1
edges = "FFFF"
cloister = true"#,
        r#"id = "CU-01"   # shrine in a field
count = 1
edges = "FFFF"
cloister = false"#,
        r#"id = "CU-01""#,
        "tile/shrine-without-cloister",
    );
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("`shrine` symbol")),
        "{d:#}"
    );
}

#[test]
fn a_fork_of_two_sides_and_a_road_of_three_without_fork_are_reported() {
    bad(
        AM,
        r#"roads = [{ sides = ["N", "E", "W"], fork = true }]"#,
        r#"roads = [{ sides = ["N", "E", "W"] }]"#,
        r#"roads = [{ sides = ["N", "E", "W"] }]"#,
        "tile/too-many-sides",
    );
    bad(
        AM,
        r#"roads = [{ sides = ["S", "W"] }]"#,
        r#"roads = [{ sides = ["S", "W"], fork = true }]"#,
        r#"roads = [{ sides = ["S", "W"], fork = true }]"#,
        "tile/fork-without-branches",
    );
}

#[test]
fn a_road_ending_at_a_missing_fair_is_reported() {
    bad(
        CA,
        r#"symbols = ["fair"]
roads = [{ sides = ["N"], end = "fair" }"#,
        r#"symbols = []
roads = [{ sides = ["N"], end = "fair" }"#,
        r#"roads = [{ sides = ["N"], end = "fair""#,
        "tile/end-without-target",
    );
}

#[test]
fn an_unknown_token_names_the_new_ones() {
    let d = bad(
        KR,
        r#"{ token = "robber", total = 1 }"#,
        r#"{ token = "rober", total = 1 }"#,
        "\"rober\"",
        "data/bad-piece",
    );
    assert_eq!(d["hint"], "did you mean `robber`?");
}

/// Scores `board` (a board file's text) under every rule edition and
/// returns each player's points, per edition.
fn scores(board: &str) -> Vec<(&'static str, Value)> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("board.toml");
    std::fs::write(&file, board).expect("written");
    let path = file.to_str().expect("UTF-8 path");
    ["first", "second", "third"]
        .into_iter()
        .map(|rules| {
            let out = tilebook(
                &common::repo(),
                &["score", path, "--rules", rules, "--format", "json"],
            );
            let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
            assert_eq!(
                out.status.code(),
                Some(0),
                "{rules}: {v:#} {}",
                String::from_utf8_lossy(&out.stderr)
            );
            (rules, v["players"].clone())
        })
        .collect()
}

/// KR-05 with a cap on each side: the city W–E (red, on KR-05) and the
/// city N–S (blue, on its north cap) cross on it without joining, and each
/// is completed by its two caps.
const CROSSING_BOARD: &str = r#"tilesets = ["base", "king-robber"]

[[tile]]
kind = "KR-05"
at = [0, 0]

[[tile]]
kind = "E"
at = [1, 0]
rotation = 270

[[tile]]
kind = "E"
at = [-1, 0]
rotation = 90

[[tile]]
kind = "E"
at = [0, -1]
rotation = 180

[[tile]]
kind = "E"
at = [0, 1]

[[follower]]
player = "red"
at = [0, 0]
feature = "city@E"

[[follower]]
player = "blue"
at = [0, -1]
feature = "city"
"#;

#[test]
fn in_play_the_crossing_cities_are_scored_apart() {
    for (rules, players) in scores(CROSSING_BOARD) {
        // Two cities of three tiles each, completed: 2 per tile each.
        assert_eq!(players["red"], 6, "{rules}: {players:#}");
        assert_eq!(players["blue"], 6, "{rules}: {players:#}");
    }
}

/// AM-11's fork, each of its three roads ending at a neighbour (two
/// cloisters and a house): one road of four tiles, completed.
const FORK_BOARD: &str = r#"tilesets = ["base", "abbey-mayor"]

[[tile]]
kind = "AM-11"
at = [0, 0]

[[follower]]
player = "red"
at = [0, 0]
feature = "road"

[[tile]]
kind = "A"
at = [0, -1]

[[tile]]
kind = "AM-10"
at = [1, 0]
rotation = 90

[[tile]]
kind = "A"
at = [-1, 0]
rotation = 270
"#;

#[test]
fn in_play_the_fork_is_one_road_running_on_three_ways() {
    for (rules, players) in scores(FORK_BOARD) {
        assert_eq!(players["red"], 4, "{rules}: {players:#}");
    }
}

/// CU-03 (a shrine with a road from S) above a straight road, a follower
/// on the shrine, another on the road ending at it: at the end the shrine
/// scores as a cloister would, the road as any unfinished road.
const SHRINE_BOARD: &str = r#"tilesets = ["base", "cult"]

[[tile]]
kind = "CU-03"
at = [0, 0]

[[follower]]
player = "red"
at = [0, 0]
feature = "cloister"

[[tile]]
kind = "U"
at = [0, 1]

[[follower]]
player = "blue"
at = [0, 1]
feature = "road"
"#;

#[test]
fn in_play_a_shrine_scores_as_a_cloister() {
    for (rules, players) in scores(SHRINE_BOARD) {
        // Unfinished at the end: the shrine and its one neighbour; the
        // road of two tiles, open at its south end.
        assert_eq!(players["red"], 2, "{rules}: {players:#}");
        assert_eq!(players["blue"], 2, "{rules}: {players:#}");
    }
}

/// CA-01: roads from N and S end at the fair, so each is a road of its
/// own; a straight road N–S on either side. Red on the north road of
/// CA-01; blue later on the road south of it, which would be red's road
/// (and refused) if the fair did not end them.
const FAIR_BOARD: &str = r#"tilesets = ["base", "catapult"]

[[tile]]
kind = "U"
at = [0, -1]

[[tile]]
kind = "CA-01"
at = [0, 0]

[[tile]]
kind = "U"
at = [0, 1]

[[follower]]
player = "red"
at = [0, 0]
feature = "road@N"

[[follower]]
player = "blue"
at = [0, 1]
feature = "road"
"#;

#[test]
fn in_play_a_fair_ends_the_roads_that_reach_it() {
    for (rules, players) in scores(FAIR_BOARD) {
        // Two unfinished roads of two tiles each, not one of three.
        assert_eq!(players["red"], 2, "{rules}: {players:#}");
        assert_eq!(players["blue"], 2, "{rules}: {players:#}");
    }
}
