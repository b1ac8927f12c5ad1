//! Localization robustness: `l10n accept` never loses lock records, a
//! “billion laughs”, deep nesting and long reference chains are
//! diagnostics (not hangs or aborts), a byte-order mark is accepted, and
//! tile art falls back to English for a missing translation.
//!
//! The library tests run in the test thread on purpose: its stack is 2 MB,
//! and deep input must not overflow it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::{self, project_copy, tilebook};
use tilebook::data::Data;
use tilebook::diag::Report;
use tilebook::l10n::{LocaleSource, LockSource, check_sources};

/// Runs `tilebook --root ROOT ARGS…`, killing it after `limit` (a hang is
/// a failure, not a stuck test run).
fn tilebook_within(root: &Path, args: &[&str], limit: Duration) -> (Output, Duration) {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .arg("--root")
        .arg(root)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tilebook binary runs");
    // Read the output on other threads, so that a full pipe cannot block it.
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut b).map(|_| b)
    });
    let err = std::thread::spawn(move || {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut stderr, &mut b).map(|_| b)
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("tilebook {args:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let elapsed = start.elapsed();
    let output = Output {
        status,
        stdout: out.join().unwrap().unwrap(),
        stderr: err.join().unwrap().unwrap(),
    };
    (output, elapsed)
}

/// `check --format json` with a deadline: exit code, diagnostics, time.
fn check_within(root: &Path, limit: Duration) -> (i32, Vec<serde_json::Value>, Duration) {
    let (out, elapsed) = tilebook_within(root, &["check", "--format", "json"], limit);
    let code = out.status.code().unwrap_or_else(|| {
        panic!(
            "check was killed by a signal: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let diags = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
                .chars()
                .take(2000)
                .collect::<String>()
        )
    });
    (code, diags, elapsed)
}

fn with_code<'a>(diags: &'a [serde_json::Value], code: &str) -> Vec<&'a serde_json::Value> {
    diags.iter().filter(|d| d["code"] == code).collect()
}

/// Asserts a diagnostic `code` in `file` at `line` (and `column`), with a hint.
fn expect_at(diags: &[serde_json::Value], code: &str, file: &str, line: u64, column: Option<u64>) {
    let d = diags
        .iter()
        .find(|d| d["code"] == code && d["file"] == file && d["line"] == line)
        .unwrap_or_else(|| panic!("no {code} at {file}:{line} in {diags:#?}"));
    if let Some(column) = column {
        assert_eq!(d["column"], column, "{d:#?}");
    }
    assert!(d["hint"].as_str().is_some_and(|h| !h.is_empty()), "{d:#?}");
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

// ---- item 4: `l10n accept` and the lock ----------------------------------

/// Breaks `file` of a project copy, then runs `tilebook ARGS…` (an
/// accept of `ro`): it must stop (exit 1) naming the file, and leave the
/// lock as it was. Returns what it printed on stderr.
fn accept_refuses(file: &str, break_it: impl FnOnce(&mut Vec<u8>), args: &[&str]) -> String {
    let p = project_copy();
    let lock = p.path().join("locales/ro/l10n.lock");
    let before = std::fs::read(&lock).unwrap();
    let path = p.path().join(file);
    let mut bytes = std::fs::read(&path).unwrap();
    break_it(&mut bytes);
    std::fs::write(&path, bytes).unwrap();
    let out = tilebook(p.path(), args);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains(file), "{err}");
    assert_eq!(
        std::fs::read(&lock).unwrap(),
        before,
        "the lock must not change"
    );
    err
}

#[test]
fn accept_stops_when_a_translation_file_is_not_utf8() {
    let err = accept_refuses(
        "locales/ro/tiles.ftl",
        |b| b.extend_from_slice(b"\ntile-x = bad \xff\xfe byte\n"),
        &["l10n", "accept", "ro"],
    );
    assert!(err.contains("io/not-utf8"), "{err}");
}

#[test]
fn accept_stops_when_an_english_file_is_not_utf8() {
    accept_refuses(
        "locales/en/ui.ftl",
        |b| b.insert(0, 0xc3),
        &["l10n", "accept", "ro", "tile-a"],
    );
}

#[test]
fn accept_stops_when_the_lock_cannot_be_read() {
    let p = project_copy();
    let lock = p.path().join("locales/ro/l10n.lock");
    std::fs::remove_file(&lock).unwrap();
    std::fs::create_dir(&lock).unwrap();
    std::fs::write(lock.join("keep"), "x").unwrap();
    let out = tilebook(p.path(), &["l10n", "accept", "ro"]);
    // An I/O error: exit 2.
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("io/read"), "{err}");
    assert!(err.contains("locales/ro/l10n.lock"), "{err}");
    assert!(lock.join("keep").is_file());
}

#[test]
fn accept_replaces_the_lock_whole_and_leaves_no_temporary_file() {
    let p = project_copy();
    let lock = p.path().join("locales/ro/l10n.lock");
    let before = std::fs::read_to_string(&lock).unwrap();
    std::fs::write(&lock, "").unwrap();
    let out = tilebook(p.path(), &["l10n", "accept", "ro"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&lock).unwrap(), before);
    let names: Vec<String> = std::fs::read_dir(p.path().join("locales/ro"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(names.is_empty(), "{names:?}");
}

// ---- item 7: billion laughs -------------------------------------------------

/// Ten messages, each referencing the previous one ten times.
fn laughs() -> String {
    let mut text = String::from("lol0 = lol\n");
    for i in 1..=10 {
        let refs = vec![format!("{{ lol{} }}", i - 1); 10].join(" ");
        text.push_str(&format!("lol{i} = {refs}\n"));
    }
    text
}

#[test]
fn billion_laughs_is_a_diagnostic() {
    let p = project_copy();
    std::fs::write(p.path().join("locales/en/laughs.ftl"), laughs()).unwrap();
    // The limit only stops a hang; speed is measured by `cargo bench
    // --bench check`, not here.
    let (code, diags, _) = check_within(p.path(), Duration::from_secs(60));
    assert_eq!(code, 1);
    let found = with_code(&diags, "l10n/expansion-too-large");
    // lol1 has 10 placeables, lol2 110: over the runtime's 100.
    assert_eq!(found.len(), 9, "{found:#?}");
    for i in 2..=10u64 {
        expect_at(
            &diags,
            "l10n/expansion-too-large",
            "locales/en/laughs.ftl",
            i + 1,
            Some(1),
        );
    }
}

#[test]
fn billion_laughs_in_memory_is_counted_not_expanded() {
    let (_, diags) = check_en(&laughs());
    let lol10 = diags
        .iter()
        .find(|d| d.code == "l10n/expansion-too-large" && d.message.contains("`lol10`"))
        .expect("lol10 reported");
    assert!(lol10.message.contains("11111111110"), "{}", lol10.message);
}

// ---- item 8: deep nesting and long chains --------------------------------

/// Checks one English file given in memory, in this thread.
fn check_en(text: &str) -> (Report, Vec<tilebook::diag::Diagnostic>) {
    let sources = vec![LocaleSource {
        tag: "en".into(),
        files: vec![(PathBuf::from("locales/en/t.ftl"), text.as_bytes().to_vec())],
        lock: LockSource::Absent,
        glossary: LockSource::Absent,
    }];
    let mut report = Report::new();
    check_sources(sources, &Data::default(), false, &mut report);
    let diags = report.diagnostics().into_iter().cloned().collect();
    (report, diags)
}

fn placeables(n: usize) -> String {
    format!("{}\"x\"{}", "{ ".repeat(n), " }".repeat(n))
}

fn calls(n: usize) -> String {
    format!("{{ {}1{} }}", "NUMBER(".repeat(n - 1), ")".repeat(n - 1))
}

fn selects(n: usize) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str("{ \"a\" ->\n       *[a] ");
    }
    s.push('x');
    for _ in 0..n {
        s.push_str("\n    }");
    }
    s
}

#[test]
fn deep_nesting_is_refused_in_a_test_thread() {
    // Each select starts a line, so the 101st is on line 101.
    for (what, deep, line) in [
        ("placeables", placeables(10_000), 1),
        ("calls", calls(10_000), 1),
        ("selects", selects(10_000), 101),
    ] {
        let text = format!("deep = {deep}\nafter = {{ -nope }}\n");
        let (report, diags) = check_en(&text);
        let d = diags
            .iter()
            .find(|d| d.code == "l10n/too-deep")
            .unwrap_or_else(|| panic!("{what}: no l10n/too-deep"));
        let (pos, _) = report.position_of(d).unwrap();
        assert_eq!(pos.line, line, "{what}");
        assert!(d.message.contains("`deep`"), "{}", d.message);
        // The rest of the file is still checked.
        assert!(
            diags
                .iter()
                .any(|d| d.code == "l10n/unknown-reference" && d.message.contains("-nope")),
            "{what}: {diags:#?}"
        );
    }
}

#[test]
fn nesting_up_to_the_limit_parses_checks_and_renders_in_a_test_thread() {
    use tilebook::l10n::nesting::MAX_DEPTH;
    let text = format!(
        "p = {}\nc = {}\ns = {}\n",
        placeables(MAX_DEPTH),
        calls(MAX_DEPTH),
        selects(MAX_DEPTH)
    );
    let (_, diags) = check_en(&text);
    assert!(
        !diags
            .iter()
            .any(|d| d.code == "l10n/too-deep" || d.code == "l10n/syntax"),
        "{diags:#?}"
    );
    // Through the runtime the outputs use, and the lock's canonical form.
    let mut report = Report::new();
    let files = vec![(PathBuf::from("locales/en/t.ftl"), text.into_bytes())];
    let locale = tilebook::l10n::load::parse_locale("en", files, &mut report).unwrap();
    let (index, _) = tilebook::l10n::Index::build(&locale);
    for id in ["p", "c", "s"] {
        let pattern = index.messages[id].value.unwrap();
        assert!(!tilebook::l10n::lock::canonical(pattern).is_empty());
    }
    drop(index);
    let loc = tilebook::l10n::Localizer::from_locale(&locale);
    assert_eq!(loc.format("p", None).unwrap(), "x");
    assert_eq!(loc.format("c", None).unwrap(), "1");
    assert_eq!(loc.format("s", None).unwrap(), "x");
}

#[test]
fn deep_nesting_is_a_diagnostic_from_the_binary() {
    let p = project_copy();
    let text = format!(
        "deep = {}\ncalls = {}\nafter = {{ -nope }}\n",
        placeables(10_000),
        calls(10_000)
    );
    std::fs::write(p.path().join("locales/en/deep.ftl"), text).unwrap();
    let (code, diags, _) = check_within(p.path(), Duration::from_secs(60));
    assert_eq!(code, 1);
    // `deep = ` is 7 characters; the 101st `{ ` starts at column 208.
    expect_at(&diags, "l10n/too-deep", "locales/en/deep.ftl", 1, Some(208));
    // `calls = { ` is 10 characters; the 100th `NUMBER(` is level 101.
    expect_at(
        &diags,
        "l10n/too-deep",
        "locales/en/deep.ftl",
        2,
        Some(11 + 99 * 7 + 6),
    );
    expect_at(
        &diags,
        "l10n/unknown-reference",
        "locales/en/deep.ftl",
        3,
        None,
    );
}

/// `m0 = x`, then `m<i> = { m<i-1> }` up to `n - 1`.
fn chain(n: usize, first: &str) -> String {
    let mut text = format!("m0 = {first}\n");
    for i in 1..n {
        text.push_str(&format!("m{i} = {{ m{} }}\n", i - 1));
    }
    text
}

#[test]
fn a_long_reference_chain_is_walked_without_recursion() {
    let (report, diags) = check_en(&chain(20_000, "x"));
    assert!(!diags.iter().any(|d| d.code == "l10n/cycle"));
    // m100 has 100 placeables, m101 101: every later one is reported.
    let too_large = with_code_lib(&diags, "l10n/expansion-too-large");
    assert_eq!(too_large.len(), 20_000 - 101);
    let first = too_large
        .iter()
        .find(|d| d.message.starts_with("`m101`"))
        .expect("m101 reported");
    assert_eq!(report.position_of(first).unwrap().0.line, 102);
}

#[test]
fn a_cycle_at_the_end_of_a_long_chain_is_found() {
    let (report, diags) = check_en(&chain(20_000, "{ m19999 }"));
    let cycles = with_code_lib(&diags, "l10n/cycle");
    assert_eq!(cycles.len(), 1, "{cycles:#?}");
    assert!(
        cycles[0].message.contains("m0 → m19999"),
        "{}",
        cycles[0].message
    );
    assert!(cycles[0].message.contains("20000 units in all"));
    assert!(report.position_of(cycles[0]).is_some());
}

fn with_code_lib<'a>(
    diags: &'a [tilebook::diag::Diagnostic],
    code: &str,
) -> Vec<&'a tilebook::diag::Diagnostic> {
    diags.iter().filter(|d| d.code == code).collect()
}

#[test]
fn a_long_chain_from_the_binary() {
    let p = project_copy();
    std::fs::write(
        p.path().join("locales/en/chain.ftl"),
        chain(20_000, "{ m19999 }"),
    )
    .unwrap();
    let (code, diags, _) = check_within(p.path(), Duration::from_secs(120));
    assert_eq!(code, 1);
    assert_eq!(with_code(&diags, "l10n/cycle").len(), 1);
}

// ---- item 16: byte-order mark ------------------------------------------------

#[test]
fn a_byte_order_mark_is_accepted() {
    let p = project_copy();
    let (code_before, diags_before) = common::check_json(p.path());
    for file in ["locales/ro/ui.ftl", "locales/en/tiles.ftl"] {
        let path = p.path().join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, format!("\u{FEFF}{text}")).unwrap();
    }
    let (code, diags) = common::check_json(p.path());
    assert_eq!(code, code_before, "{diags:#?}");
    assert_eq!(diags, diags_before);
}

#[test]
fn positions_after_a_byte_order_mark_are_right() {
    let p = project_copy();
    std::fs::write(
        p.path().join("locales/en/bom.ftl"),
        "\u{FEFF}first = { -nope }\nsecond = ok { -nada }\n",
    )
    .unwrap();
    let (code, diags) = common::check_json(p.path());
    assert_eq!(code, 1);
    expect_at(
        &diags,
        "l10n/unknown-reference",
        "locales/en/bom.ftl",
        1,
        Some(11),
    );
    expect_at(
        &diags,
        "l10n/unknown-reference",
        "locales/en/bom.ftl",
        2,
        Some(15),
    );
    assert!(with_code(&diags, "l10n/syntax").is_empty(), "{diags:#?}");
}

// ---- item 18: tiles with a missing translation ------------------------------

#[test]
fn tiles_fall_back_to_english_and_warn_once() {
    let p = project_copy();
    let ftl = p.path().join("locales/ro/tiles.ftl");
    let text = std::fs::read_to_string(&ftl).unwrap();
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("tile-a ="))
        .collect();
    assert!(kept.len() < text.lines().count());
    std::fs::write(&ftl, kept.join("\n") + "\n").unwrap();
    let out_dir = p.path().join("out");
    let out = tilebook(
        p.path(),
        &[
            "tiles",
            "--locale",
            "ro",
            "--edition",
            "base",
            "--out",
            out_dir.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(
        err.matches("warning[l10n/english-fallback]").count(),
        1,
        "{err}"
    );
    assert!(err.contains("`ro`") && err.contains("`tile-a`"), "{err}");
    let a = std::fs::read_to_string(out_dir.join("tiles/A.svg")).unwrap();
    assert!(a.contains("Cloister with a road"), "{a}");
    let index = std::fs::read_to_string(out_dir.join("sheets/base/index-1.svg")).unwrap();
    assert!(index.contains("Cloister with a road"));
    assert!(!index.contains("tile-a"));
    // Only the missing one is English.
    assert!(index.contains("Mănăstire"), "{index}");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("english-fallback"));
}
