//! Rule variants as data (issue 30): `tilebook variants`, a board's
//! `[variants]`, `[[expect-variant]]` and `[pieces]`, `score --variant`,
//! `sim --variant`, and the faults `check` reports in a variant or a
//! board's choice of one.

use crate::common::*;

/// `tilebook variants --format json` on the shipped project.
fn variants_json() -> Vec<serde_json::Value> {
    let out = tilebook(&repo(), &["variants", "--format", "json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice::<Vec<serde_json::Value>>(&out.stdout).expect("JSON")
}

#[test]
fn every_variant_of_the_issue_is_listed_with_a_source_for_each_option() {
    let all = variants_json();
    let ids: Vec<&str> = all.iter().map(|v| v["id"].as_str().unwrap()).collect();
    for (id, set) in [
        ("small-city", None),
        ("dragon-moves", Some("princess-dragon")),
        ("princess", Some("princess-dragon")),
        ("fairy", Some("princess-dragon")),
        ("wagon-moves", Some("abbey-mayor")),
        ("barn", Some("abbey-mayor")),
        ("king-robber", Some("king-robber")),
        ("count-end", Some("count")),
    ] {
        let v = all
            .iter()
            .find(|v| v["id"] == id)
            .unwrap_or_else(|| panic!("{id} in {ids:?}"));
        assert_eq!(v["set"].as_str(), set, "{id}");
        let options = v["options"].as_array().unwrap();
        assert!(options.len() >= 2, "{id}");
        assert!(
            options.iter().any(|o| o["id"] == v["default"]),
            "{id}: its default is an option"
        );
        for o in options {
            assert!(
                o["source"].as_str().is_some_and(|s| s.len() > 10),
                "{id}: {o}"
            );
            // A house rule is never presented as a reading, nor the reverse.
            assert!(
                !(o["reading"] == true && o["house_rule"] == true),
                "{id}: {o}"
            );
        }
    }
    // The King's other schemes are house rules, not a publisher's.
    let king = all.iter().find(|v| v["id"] == "king-robber").unwrap();
    let house: Vec<&str> = (king["options"].as_array().unwrap().iter())
        .filter(|o| o["house_rule"] == true)
        .map(|o| o["id"].as_str().unwrap())
        .collect();
    assert_eq!(house, ["ten-twenty", "fifteen-forty", "during-play"]);
    // One variant by id, as text, the default marked.
    let out = tilebook(&repo(), &["variants", "fairy"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("* beside-follower") && text.contains("on-tile"),
        "{text}"
    );
    let out = tilebook(&repo(), &["variants", "fary", "--color", "never"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("board/unknown-variant") && err.contains("fairy"),
        "{err}"
    );
}

/// `score FILE --variant …` on a shipped example, as JSON.
fn score_with(example: &str, variants: &[&str]) -> (i32, serde_json::Value, String) {
    let file = repo().join("data/examples").join(format!("{example}.toml"));
    let extra: Vec<&str> = variants.iter().flat_map(|v| ["--variant", v]).collect();
    score_file(&file, &extra)
}

#[test]
fn score_plays_the_options_chosen_over_the_boards() {
    let (code, before, _) = score_with("pd-dragon-timing", &[]);
    assert_eq!(code, 0);
    assert_eq!(before["players"]["red"], 0);
    assert!(before.get("variants").is_none(), "nothing chosen: {before}");
    let (code, after, _) = score_with("pd-dragon-timing", &["dragon-moves=after-scoring"]);
    assert_eq!(code, 0);
    assert_eq!(after["players"]["red"], 4);
    assert_eq!(after["variants"]["dragon-moves"], "after-scoring");
    // The small city under the third edition, with the first printings' rate.
    let (_, two, _) = score_with("city-two-tiles", &["small-city=two"]);
    assert_eq!(two["players"]["red"], 2);
    // A move only one printing allows is refused under the other, with its
    // rule's message at the step.
    let (code, _, err) = score_with("am-wagon-around", &["wagon-moves=connected"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("board/illegal-step") && err.contains("next to"),
        "{err}"
    );
    // Unknown choices name the variant or option, with a suggestion.
    let (code, _, err) = score_with("pd-dragon-timing", &["dragon-moves=later"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("board/unknown-variant") && err.contains("no option `later`"),
        "{err}"
    );
    let (code, _, err) = score_with("city-two-tiles", &["barn=any-field"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("abbey-mayor") && err.contains("not played here"),
        "{err}"
    );
    let out = tilebook(&repo(), &["score", "x.toml", "--variant", "nothing"]);
    assert_eq!(out.status.code(), Some(2), "not ID=OPTION is a usage error");
}

#[test]
fn a_boards_choice_of_an_unknown_option_is_reported_at_it() {
    let p = project_copy();
    let file = "data/examples/am-wagon-around.toml";
    edit(
        p.path(),
        file,
        "wagon-moves = \"around\"",
        "wagon-moves = \"arround\"",
    );
    let (status, diags) = check_json(p.path());
    assert_eq!(status, 1);
    let line = line_of(p.path(), file, "arround");
    expect(&diags, "board/unknown-variant", file, Some(line));
    let d = diags
        .iter()
        .find(|d| d["code"] == "board/unknown-variant")
        .unwrap();
    assert!(d["hint"].as_str().unwrap().contains("around"), "{d}");
}

#[test]
fn expected_points_under_other_options_are_checked() {
    let d = bad(
        "data/examples/kr-king.toml",
        "third = { blue = 10 }",
        "third = { blue = 11 }",
        "third = { blue = 11 }",
        "board/wrong-score",
    );
    let msg = d["message"].as_str().unwrap();
    assert!(
        msg.contains("king-robber=ten-twenty") && msg.contains("10"),
        "{msg}"
    );
}

#[test]
fn a_variant_without_a_source_or_with_a_default_that_is_no_option_is_bad() {
    let d = bad(
        "data/tilesets/princess-dragon.toml",
        "source = \"Rio Grande Games' Big Box 2 rules, p. 10\"",
        "source = \"\"",
        "source = \"\"",
        "data/bad-variant",
    );
    assert!(
        d["message"].as_str().unwrap().contains("names no source"),
        "{d}"
    );
    bad(
        "data/tilesets/abbey-mayor.toml",
        "default = \"connected\"",
        "default = \"conected\"",
        "default = \"conected\"",
        "data/bad-variant",
    );
    // The default must play the set as it stands.
    let d = bad(
        "data/tilesets/king-robber.toml",
        "params = { king_city = 1, robber_road = 1, title_points = 0, both_titles_points = 0, king_during_play = 0 }",
        "params = { king_city = 2, robber_road = 1, title_points = 0, both_titles_points = 0, king_during_play = 0 }",
        "default = \"per-feature\"",
        "data/bad-variant",
    );
    assert!(
        d["message"].as_str().unwrap().contains("king_city = 2"),
        "{d}"
    );
    // A parameter the module does not have.
    bad(
        "data/tilesets/count.toml",
        "params = { every_quarter_at_end = 1 }",
        "params = { every_quarter_at_the_end = 1 }",
        "every_quarter_at_the_end",
        "data/unknown-param",
    );
}

#[test]
fn a_board_gives_other_numbers_of_pieces_within_limits() {
    let board = |pieces: &str| {
        format!(
            "tilesets = [\"base\", \"traders-builders\"]\n\n[pieces]\n{pieces}\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\n"
        )
    };
    let (code, json, err) = score_board(&board("pig = 2\nseats = 6"));
    assert_eq!(code, 0, "{err}");
    assert!(json["players"].is_object());
    let (code, _, err) = score_board(&board("pig = 31"));
    assert_eq!(code, 1);
    assert!(
        err.contains("data/out-of-range") && err.contains("30"),
        "{err}"
    );
    let (code, _, err) = score_board(&board("seats = 7"));
    assert_eq!(code, 1);
    assert!(err.contains("data/out-of-range"), "{err}");
    let (code, _, err) = score_board(&board("piggy = 2"));
    assert_eq!(code, 1);
    assert!(
        err.contains("board/unknown-figure") && err.contains("pig"),
        "{err}"
    );
}

#[test]
fn a_sixth_seat_of_a_boards_own_lets_grey_play_the_base_game() {
    let board = |pieces: &str| {
        format!(
            "tilesets = [\"base\"]\n{pieces}\n[[tile]]\nkind = \"E\"\nat = [0, 0]\n\n[[tile]]\nkind = \"E\"\nat = [0, -1]\nrotation = 180\n\n[[follower]]\nplayer = \"grey\"\nat = [0, -1]\nfeature = \"city\"\n"
        )
    };
    let (code, json, err) = score_board(&board("[pieces]\nseats = 6\n"));
    assert_eq!(code, 0, "{err}");
    assert_eq!(json["players"]["grey"], 4);
    let (code, _, err) = score_board(&board(""));
    assert_eq!(code, 1, "five seats without it: {err}");
}

#[test]
fn a_field_no_edge_reaches_is_named_by_its_index() {
    let board = |feature: &str| {
        format!(
            "tilesets = [\"base\", \"inns-cathedrals\"]\n\n[[tile]]\nkind = \"IC-C\"\nat = [0, 0]\n\n[[follower]]\nplayer = \"red\"\nat = [0, 0]\nfeature = \"{feature}\"\n"
        )
    };
    let (code, json, err) = score_board(&board("field.0"));
    assert_eq!(code, 0, "{err}");
    assert!(json["players"]["red"].is_number());
    let (code, _, err) = score_board(&board("field.1"));
    assert_eq!(code, 1, "IC-C has one field: {err}");
    let (code, _, err) = score_board(&board("field.x"));
    assert_eq!(code, 1, "{err}");
}

#[test]
fn sim_plays_the_options_chosen_and_writes_them_into_its_boards() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out_dir = dir.path().join("games");
    let out = tilebook(
        &repo(),
        &[
            "sim",
            "--sets",
            "base,princess-dragon,abbey-mayor",
            "--games",
            "20",
            "--variant",
            "princess=must",
            "--variant",
            "wagon-moves=around",
            "--boards",
            out_dir.to_str().unwrap(),
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut n = 0;
    for e in std::fs::read_dir(&out_dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains("[variants]\nprincess = \"must\"\nwagon-moves = \"around\""),
            "{text}"
        );
        let score = tilebook(&repo(), &["score", path.to_str().unwrap()]);
        assert_eq!(
            score.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&score.stderr)
        );
        n += 1;
    }
    assert_eq!(
        n, 20,
        "every game written: none names a field a board cannot"
    );
    let out = tilebook(&repo(), &["sim", "--variant", "princess=must"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "the variant's set is not played"
    );
}
