//! `tilebook sim`: random games on the shipped data — the shape of the
//! JSON, sane figures, determinism, copies, huge boards and usage errors.

use crate::common::{repo, tilebook};
use serde_json::Value;

/// Runs `sim ARGS… --format json` on the shipped project.
fn sim(args: &[&str]) -> Value {
    let mut all = vec!["sim", "--format", "json"];
    all.extend_from_slice(args);
    let out = tilebook(&repo(), &all);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("sim prints JSON")
}

/// The figures without the speed, which varies from run to run.
fn figures(mut v: Value) -> Value {
    let o = v.as_object_mut().unwrap();
    assert!(o.remove("seconds").unwrap().as_f64().unwrap() >= 0.0);
    assert!(o.remove("games_per_second").unwrap().as_f64().unwrap() > 0.0);
    v
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("a number: {v}"))
}

#[test]
fn json_has_every_figure_and_they_add_up() {
    let v = sim(&["--games", "40", "--players", "3", "--seed", "5"]);
    assert_eq!(v["sets"], serde_json::json!(["base"]));
    assert_eq!(v["rules"], "third");
    assert_eq!(v["players"], 3);
    assert_eq!(v["games"], 40);
    assert_eq!(v["copies"], 1);
    let seats = v["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 3);
    for (i, (seat, colour)) in seats.iter().zip(["red", "blue", "green"]).enumerate() {
        assert_eq!(seat["seat"], i + 1);
        assert_eq!(seat["player"], colour);
        // Someone scores in a 72-tile game, and nobody scores 300.
        assert!((1.0..300.0).contains(&f(&seat["mean"])), "{seat}");
        assert!((0.0..300.0).contains(&f(&seat["median"])), "{seat}");
    }
    let tiles = &v["tiles"];
    assert_eq!(f(&tiles["dealt_mean"]), 72.0);
    let unplaced = tiles["unplaced_total"].as_u64().unwrap();
    assert!((f(&tiles["unplaced_mean"]) * 40.0 - unplaced as f64).abs() < 1e-9);
    assert!((f(&tiles["placed_mean"]) + f(&tiles["unplaced_mean"]) - 72.0).abs() < 1e-9);
    assert!(f(&tiles["placed_mean"]) > 60.0);
    let completed = v["completed_mean"].as_object().unwrap();
    assert_eq!(
        completed.keys().collect::<Vec<_>>(),
        ["city", "cloister", "road"]
    );
    assert!(f(&completed["city"]) > 0.0 && f(&completed["road"]) > 0.0);
    assert!(completed.values().all(|n| f(n) < 72.0));
}

#[test]
fn the_same_seed_plays_the_same_games_and_another_seed_others() {
    let args = ["--games", "30", "--sets", "base,river", "--rules", "first"];
    let a = figures(sim(&[&args[..], &["--seed", "7"]].concat()));
    let b = figures(sim(&[&args[..], &["--seed", "7"]].concat()));
    let c = figures(sim(&[&args[..], &["--seed", "8"]].concat()));
    assert_eq!(a, b);
    assert_ne!(a["seats"], c["seats"]);
    // The River's 12 tiles, less the base start tile it replaces.
    assert_eq!(f(&a["tiles"]["dealt_mean"]), 83.0);
}

#[test]
fn the_figures_do_not_depend_on_the_number_of_cores() {
    // More games than one batch played at once: the batches are added in
    // their order whether one thread plays them or several.
    // The board files too, each under its game's number.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let on = |threads: &str| {
        let boards = dir.path().join(threads);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tilebook"))
            .env("RAYON_NUM_THREADS", threads)
            .arg("--root")
            .arg(repo())
            .args(["sim", "--format", "json", "--games", "1100", "--seed", "3"])
            .args([
                "--sets",
                "base,inns-cathedrals",
                "--players",
                "4",
                "--boards",
            ])
            .arg(&boards)
            .output()
            .expect("the tilebook binary runs");
        assert_eq!(out.status.code(), Some(0));
        let files: Vec<String> = (1..=1100)
            .map(|n| std::fs::read_to_string(boards.join(format!("game-{n:04}.toml"))).unwrap())
            .collect();
        let v = figures(serde_json::from_slice(&out.stdout).expect("sim prints JSON"));
        (v, files)
    };
    let (one, several) = (on("1"), on("3"));
    assert_eq!(one.0, several.0);
    assert!(one.1 == several.1, "the same board under each number");
}

#[test]
fn copies_multiply_the_tiles() {
    let one = sim(&["--games", "3"]);
    let two = sim(&["--games", "3", "--copies", "2"]);
    assert_eq!(f(&one["tiles"]["dealt_mean"]), 72.0);
    assert_eq!(f(&two["tiles"]["dealt_mean"]), 144.0);
    assert!(f(&two["tiles"]["placed_mean"]) > 130.0);
}

#[test]
fn a_thousand_copies_of_the_base_game_play_to_the_end() {
    // 72,000 tiles on one board: about 2 s in a debug build.
    let v = sim(&["--games", "1", "--copies", "1000"]);
    let tiles = &v["tiles"];
    assert_eq!(f(&tiles["dealt_mean"]), 72_000.0);
    assert_eq!(
        f(&tiles["placed_mean"]) + f(&tiles["unplaced_mean"]),
        72_000.0
    );
    assert!(f(&tiles["placed_mean"]) > 71_000.0, "{tiles}");
    assert!(f(&v["completed_mean"]["city"]) > 1_000.0);
}

#[test]
fn people_get_a_table() {
    let out = tilebook(&repo(), &["sim", "--games", "5", "--players", "4"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "no progress bar when not a terminal");
    let text = String::from_utf8(out.stdout).unwrap();
    for needle in [
        "5 games of 4 players: sets base, rules third, seed 1, 1 copy of every tile",
        "seat  player  mean points  median",
        "   4  yellow",
        "game length: ",
        "tiles that could not be placed: ",
        "features completed per game: city ",
        "games per second",
    ] {
        assert!(text.contains(needle), "{needle:?} in\n{text}");
    }
}

#[test]
fn usage_errors_exit_2_and_name_what_is_known() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["sim", "--sets", "base,rivr"],
            "known tile sets: abbey-mayor, base, catapult, count, cult, cult-6, inns-cathedrals, king-robber, princess-dragon, river, river-2, tower, traders-builders, winter",
        ),
        (
            &["sim", "--rules", "fourth"],
            "rule editions: third, second, first",
        ),
        (&["sim", "--players", "7"], "2..=6"),
        // A sixth player sits only with Inns & Cathedrals' grey figures.
        (
            &["sim", "--players", "6"],
            "the sets seat 5 players, not 6; a sixth player (grey) plays with inns-cathedrals",
        ),
        (
            &["sim", "--players", "6", "--sets", "base,river"],
            "seat 5 players",
        ),
        (&["sim", "--copies", "0"], "--copies"),
    ];
    for (args, needle) in cases {
        let out = tilebook(&repo(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn abbeys_and_shrines_go_where_the_engine_offers_them_and_nowhere_else() {
    // The engine's list of legal squares once came from the index of edge
    // patterns alone: it offered an abbey where its edges fit but no hole
    // was (sim: "legal placement: AbbeyNotInHole") and a shrine beside
    // two cloisters ("CultNeighbours"). Each set plays seeded games to the
    // end; an abbey not in a hole is never placed.
    for sets in [
        "base,abbey-mayor",
        "base,cult",
        "base,inns-cathedrals,traders-builders,abbey-mayor,king-robber,cult",
    ] {
        let v = sim(&["--games", "60", "--sets", sets, "--seed", "3"]);
        assert_eq!(v["games"], 60, "{sets}");
        let tiles = &v["tiles"];
        assert_eq!(
            f(&tiles["placed_mean"]) + f(&tiles["unplaced_mean"]),
            f(&tiles["dealt_mean"]),
            "{sets}: {tiles}"
        );
        assert!(f(&tiles["placed_mean"]) > 60.0, "{sets}: {tiles}");
    }
}

#[test]
fn every_expansion_plays_its_steps_to_the_end_and_says_where_points_came_from() {
    // Issue 29: `sim` played tiles and figures only. Now it takes the
    // steps the engine offers, so each expansion's own points appear: the
    // fairy's, ransoms, barns, the catapult's; the Count's city is laid
    // before play (no start tile is dealt first).
    let all =
        "base,inns-cathedrals,traders-builders,princess-dragon,tower,abbey-mayor,king-robber,cult";
    for (sets, own) in [
        ("base,princess-dragon", &["fairy-turn"][..]),
        ("base,tower", &["ransom"][..]),
        ("base,abbey-mayor", &["barn"][..]),
        ("base,catapult", &["catapult-catch", "catapult-target"][..]),
        ("base,count,river-2", &[][..]),
        (all, &["fairy-turn", "ransom", "king", "most-wine"][..]),
    ] {
        let v = sim(&[
            "--games",
            "40",
            "--sets",
            sets,
            "--seed",
            "9",
            "--players",
            "4",
        ]);
        assert_eq!(v["games"], 40, "{sets}");
        let sources = v["points_by_source"].as_object().expect("points by source");
        for s in ["city", "road", "field"] {
            assert!(f(&sources[s]) > 0.0, "{sets}: {s} in {sources:?}");
        }
        for s in own {
            assert!(
                sources.get(*s).is_some_and(|n| f(n) > 0.0),
                "{sets}: no points from {s} in {sources:?}"
            );
        }
        let seats: f64 = v["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| f(&s["mean"]))
            .sum();
        let total: f64 = sources.values().map(f).sum();
        // Ransoms move points between players: what seats hold is what
        // was given, less what ransoms took.
        let ransom = sources.get("ransom").map_or(0.0, f);
        assert!(
            (seats - (total - ransom)).abs() < 1e-6,
            "{sets}: seats {seats}, sources {total}, ransoms {ransom}"
        );
    }
}

#[test]
fn boards_writes_every_game_as_a_board_file_that_score_replays_to_its_points() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dir.path().join("games");
    let run = tilebook(
        &repo(),
        &[
            "sim",
            "--games",
            "4",
            "--sets",
            "base,princess-dragon,tower,abbey-mayor,count",
            "--players",
            "3",
            "--seed",
            "11",
            "--format",
            "json",
            "--boards",
            out.to_str().expect("a UTF-8 path"),
        ],
    );
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    // The figures stay on stdout, JSON and all.
    let v: Value = serde_json::from_slice(&run.stdout).expect("sim prints JSON");
    assert_eq!(v["games"], 4);
    // Every game is written, one naming a field that touches no tile edge
    // too (by its index, `field.0`: issue 30).
    let stderr = String::from_utf8_lossy(&run.stderr);
    let written: Vec<usize> = (1..=4)
        .filter(|n| out.join(format!("game-{n}.toml")).exists())
        .collect();
    assert_eq!(written.len(), 4, "{stderr}");
    assert!(stderr.contains("wrote 4 board file(s)"), "{stderr}");
    assert!(!stderr.contains("no board file can name"), "{stderr}");
    for n in written {
        let file = out.join(format!("game-{n}.toml"));
        let text = std::fs::read_to_string(&file).expect("a board per game");
        let expect: toml::Table = text.parse::<toml::Table>().expect("TOML")["expect"]["third"]
            .as_table()
            .expect("the points played")
            .clone();
        let scored = tilebook(
            &repo(),
            &["score", file.to_str().unwrap(), "--format", "json"],
        );
        assert_eq!(
            scored.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&scored.stderr)
        );
        let got: Value = serde_json::from_slice(&scored.stdout).expect("score prints JSON");
        for (player, points) in &expect {
            assert_eq!(
                got["players"][player].as_i64(),
                points.as_integer(),
                "game {n}, {player}"
            );
        }
    }
    // The files wait in memory until the folder is written: bounded.
    let listing = |dir: &std::path::Path| -> Vec<std::path::PathBuf> {
        let mut files: Vec<_> = (std::fs::read_dir(dir).expect("the folder"))
            .map(|e| e.expect("an entry").path())
            .collect();
        files.sort();
        files
    };
    let before = listing(&out);
    let many = tilebook(
        &repo(),
        &["sim", "--games", "10001", "--boards", out.to_str().unwrap()],
    );
    assert_eq!(many.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&many.stderr).contains("at most 10000 games"));
    assert_eq!(listing(&out), before, "the folder is left as it was");
    // A folder tilebook did not write is never replaced.
    let foreign = dir.path().join("mine");
    std::fs::create_dir(&foreign).unwrap();
    std::fs::write(foreign.join("notes.txt"), "keep").unwrap();
    let refused = tilebook(
        &repo(),
        &["sim", "--games", "1", "--boards", foreign.to_str().unwrap()],
    );
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        std::fs::read_to_string(foreign.join("notes.txt")).unwrap(),
        "keep"
    );
}

#[test]
fn six_players_sit_with_inns_and_cathedrals_grey_the_sixth() {
    let v = sim(&[
        "--games",
        "20",
        "--players",
        "6",
        "--sets",
        "base,inns-cathedrals",
        "--seed",
        "4",
    ]);
    let seats = v["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), 6);
    assert_eq!(seats[5]["player"], "grey");
    // Grey plays: a sixth of the turns, and points from them.
    assert!(f(&seats[5]["mean"]) > 0.0, "{}", seats[5]);
}
