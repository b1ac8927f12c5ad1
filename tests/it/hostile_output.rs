//! Hostile input, round three (issue 32), what the commands print:
//! thousands of diagnostics on one long line make a bounded report (an
//! excerpt of the line around each span, the first few of a rule per file,
//! then a count); the arguments `explain` and `l10n` echo are escaped and
//! refused with rule ids; `score --format json` gives its errors as JSON;
//! the documentation names every expansion step and module parameter.

use std::path::Path;
use std::process::Output;

use crate::common::{repo, tilebook};
use tilebook::diag::{EXCERPT_CHARS, SHOWN_PER_RULE};

/// A board whose `[expect]` names `n` players that do not exist, all on
/// one line (line 8; the first name at column 11, each 11 columns on).
fn board_of_unknown_players(n: usize) -> String {
    let players: Vec<String> = (0..n).map(|i| format!("p{i:04} = 1")).collect();
    format!(
        "tilesets = [\"base\"]\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\n\n[expect]\nthird = {{ {} }}\n",
        players.join(", ")
    )
}

/// The diagnostics of a human report, each from its `error[`/`note[` line.
fn blocks(err: &str) -> Vec<&str> {
    let starts: Vec<usize> = err
        .match_indices("\nerror[")
        .chain(err.match_indices("\nnote["))
        .map(|(i, _)| i + 1)
        .chain(err.starts_with("error[").then_some(0))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    (0..starts.len())
        .map(|k| &err[starts[k]..starts.get(k + 1).copied().unwrap_or(err.len())])
        .collect()
}

/// The quoted source line of a diagnostic block and the line under it,
/// as characters: the caret must stand under `word` in the source line.
fn assert_caret_under(block: &str, word: &str) {
    let lines: Vec<&str> = block.lines().collect();
    let i = (lines.iter())
        .position(|l| l.contains(word) && l.contains('│'))
        .unwrap_or_else(|| panic!("no quoted line with {word}:\n{block}"));
    let col = |l: &str, pat: &str| {
        let byte = l.find(pat).unwrap_or_else(|| panic!("no {pat} in {l}"));
        l[..byte].chars().count()
    };
    assert_eq!(
        col(lines[i], word),
        col(lines[i + 1], "^"),
        "caret not under {word}:\n{block}"
    );
    // The quoted line is an excerpt: the span, some context, and `…`.
    let quoted = lines[i].split_once('│').unwrap().1;
    assert!(
        quoted.chars().count() <= EXCERPT_CHARS + 4,
        "{} characters quoted: {quoted}",
        quoted.chars().count()
    );
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn four_thousand_unknown_players_on_one_line_print_a_bounded_report() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("b.toml");
    let text = board_of_unknown_players(4000);
    assert!(text.len() > 40_000);
    std::fs::write(&file, &text).unwrap();
    let path = file.to_str().unwrap();
    let out = tilebook(&repo(), &["--color", "never", "score", path]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.len() < 100_000, "{} bytes of diagnostics", err.len());
    let shown = err.matches("error[board/unknown-player]").count();
    assert_eq!(shown, SHOWN_PER_RULE, "{err}");
    let more = 4000 - SHOWN_PER_RULE;
    assert!(
        err.contains(&format!(
            "note[board/unknown-player]: and {more} more board/unknown-player errors in {path}"
        )),
        "{err}"
    );
    // Each shown where it is, the line and column its own, the caret
    // under the name in an excerpt of the 44 KB line.
    let all = blocks(&err);
    for k in [0, 9, SHOWN_PER_RULE - 1] {
        let name = format!("p{k:04}");
        let block = (all.iter())
            .find(|b| b.contains(&format!("`{name}`")))
            .unwrap_or_else(|| panic!("{name} not shown:\n{err}"));
        let at = format!("{path}:8:{}", 11 + 11 * k);
        assert!(block.contains(&at), "{at}:\n{block}");
        assert_caret_under(block, &name);
    }
    assert!(err.lines().all(|l| l.chars().count() < 400), "{err}");

    // JSON lists every one, with its column.
    let out = tilebook(&repo(), &["score", path, "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let diags: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(diags.len(), 4000);
    assert!(diags.iter().all(|d| d["code"] == "board/unknown-player"));
    assert_eq!(diags[3999]["line"], 8);
    assert_eq!(diags[3999]["column"], 11 + 11 * 3999);
}

#[test]
fn a_long_line_is_quoted_around_the_span_with_its_own_column() {
    // A 5,000-character player name of two-byte letters: the span is
    // longer than an excerpt.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("b.toml");
    let filler = "ăb".repeat(2500);
    let text = format!(
        "tilesets = [\"base\"]\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\n\n[expect]\nthird = {{ \"{filler}\" = 1 }}\n"
    );
    std::fs::write(&file, &text).unwrap();
    let path = file.to_str().unwrap();
    let out = tilebook(&repo(), &["--color", "never", "score", path]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("error[board/unknown-player]"), "{err}");
    assert!(err.contains(&format!("{path}:8:11")), "{err}");
    assert!(err.len() < 4_000, "{err}");
    // The span (the whole quoted name) is longer than an excerpt: it is
    // cut, with `…` after it.
    assert!(err.contains("…"), "{err}");
}

#[test]
fn two_thousand_unknown_books_in_a_box_print_a_bounded_report() {
    let out_dir = tempfile::tempdir().unwrap();
    let site = out_dir.path().join("site");
    let ids: Vec<String> = (0..2000).map(|i| format!("nobook{i:04}")).collect();
    let list = ids.join(",");
    let out = tilebook(
        &repo(),
        &[
            "--color",
            "never",
            "build",
            "--out",
            site.to_str().unwrap(),
            "--box",
            &list,
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.len() < 100_000, "{} bytes", err.len());
    assert_eq!(
        err.matches("error[usage/unknown-book]").count(),
        SHOWN_PER_RULE
    );
    let more = 2000 - SHOWN_PER_RULE;
    assert!(
        err.contains(&format!(
            "and {more} more usage/unknown-book errors in --box"
        )),
        "{err}"
    );
    // The 20th id, at column 1 + 11 × 19 of the argument.
    let block = (blocks(&err).into_iter())
        .find(|b| b.contains("`nobook0019`"))
        .expect("the 20th shown");
    assert!(
        block.contains(&format!("--box:1:{}", 1 + 11 * 19)),
        "{block}"
    );
    assert_caret_under(block, "nobook0019");
    assert!(!site.exists());
}

/// An argument that would retitle the terminal and reverse the text after
/// it, were it printed raw.
const EVIL: &str = "x\u{1b}]0;pwned\u{7}\u{202e}y";

/// Asserts `out` printed nothing that drives a terminal, and refused with
/// `code`, showing the argument escaped.
fn assert_escaped_refusal(out: &Output, code: &str) {
    for (name, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        let text = String::from_utf8_lossy(bytes);
        for c in ['\u{1b}', '\u{7}', '\u{202e}'] {
            assert!(!text.contains(c), "{name} holds {c:?}: {text:?}");
        }
    }
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(&format!("error[{code}]")), "{err}");
    assert!(
        err.contains(r"x\u{1b}]0;pwned\u{7}\u{202e}y"),
        "the argument is shown escaped: {err}"
    );
}

#[test]
fn explain_shows_an_unknown_rule_escaped_with_a_rule_id() {
    let out = tilebook(Path::new("/"), &["--color", "never", "explain", EVIL]);
    assert_escaped_refusal(&out, "usage/unknown-rule-id");
    // A near miss is still suggested.
    let out = tilebook(
        Path::new("/"),
        &["--color", "never", "explain", "data/sintax"],
    );
    assert!(stderr(&out).contains("did you mean `data/syntax`?"));
}

#[test]
fn l10n_shows_unknown_locales_and_messages_escaped_with_rule_ids() {
    let root = repo();
    let run = |args: &[&str]| {
        let mut all = vec!["--color", "never", "l10n"];
        all.extend(args);
        tilebook(&root, &all)
    };
    assert_escaped_refusal(&run(&["accept", EVIL]), "usage/unknown-locale");
    assert_escaped_refusal(&run(&["diff", EVIL, "tile-count"]), "usage/unknown-locale");
    assert_escaped_refusal(&run(&["diff", "pl", EVIL]), "usage/unknown-message");
    assert_escaped_refusal(&run(&["accept", "pl", EVIL]), "usage/unknown-message");
    let out = run(&["accept", "en"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("error[usage/unknown-locale]: `en` is the source"));
}

#[test]
fn score_gives_its_errors_as_json_on_stdout() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("b.toml");
    std::fs::write(
        &file,
        "tilesets = [\"base\"]\n\n[[tile]]\nkind = \"D\"\nat = [0, 0]\nrotation = 45\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let json = |args: &[&str]| {
        let out = tilebook(&repo(), args);
        let diags: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("no JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)));
        (out.status.code(), diags)
    };
    let (code, diags) = json(&["score", path, "--format", "json"]);
    assert_eq!(code, Some(1));
    assert_eq!(diags[0]["code"], "board/bad-rotation", "{diags:?}");
    assert_eq!(diags[0]["line"], 6);
    assert_eq!(diags[0]["file"], path);
    // A file that cannot be read, and an unknown rule edition: usage.
    let missing = dir.path().join("missing.toml");
    let (code, diags) = json(&["score", missing.to_str().unwrap(), "--format", "json"]);
    assert_eq!(code, Some(2));
    assert_eq!(diags[0]["code"], "io/read", "{diags:?}");
    let (code, diags) = json(&["score", path, "--format", "json", "--rules", "fourth"]);
    assert_eq!(code, Some(2));
    assert_eq!(diags[0]["code"], "usage/unknown-rules", "{diags:?}");
}

#[test]
fn explain_illegal_step_covers_every_expansion_with_steps() {
    let out = tilebook(Path::new("/"), &["explain", "board/illegal-step"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for (expansion, step) in [
        ("Princess & Dragon", "[[princess]]"),
        ("The Tower", "[[tower]]"),
        ("Abbey & Mayor", "[[wagon]]"),
        ("The Count of Carcassonne", "[[quarter]]"),
        ("The Catapult", "[[catapult]]"),
    ] {
        assert!(text.contains(expansion), "{expansion} missing:\n{text}");
        assert!(text.contains(step), "{step} missing:\n{text}");
    }
}

#[test]
fn tile_data_documents_every_module_and_its_params() {
    let doc = std::fs::read_to_string(repo().join("docs/tile-data.md")).unwrap();
    for (id, module) in tilebook_engine::expansion::MODULES {
        let params = module.params();
        if params.is_empty() {
            continue;
        }
        assert!(doc.contains(&format!("`{id}`")), "module {id} missing");
        for p in params {
            assert!(
                doc.contains(&format!("`{}`", p.name)),
                "{id}'s param {} missing",
                p.name
            );
        }
    }
}
