//! Never lose a user's files: `build` and `tiles` replace only a folder
//! tilebook wrote (it holds `.tilebook-output`), a new one or an empty one;
//! never the project's source folders; and leave nothing behind, on success
//! or failure. Every I/O error exits 2 and names its path.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common::{self, files_under, project_copy, tilebook};

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Runs `tilebook --root ROOT --color never ARGS…` in folder `cwd`.
fn run_in(cwd: &Path, root: &Path, args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .current_dir(cwd)
        .arg("--root")
        .arg(root)
        .args(["--color", "never"])
        .args(args)
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `tilebook --root ROOT ARGS…` in `root` and asserts that it exits 2
/// naming `named`; gives back what it wrote to stderr.
fn fails_naming(root: &Path, args: &[&str], named: &str) -> String {
    let result = run_in(root, root, args);
    let err = stderr(&result);
    assert_eq!(result.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(named), "{args:?} names {named}: {err}");
    err
}

/// Every file of the project's source folders.
fn sources(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    ["data", "locales", "book", "templates"]
        .iter()
        .flat_map(|d| {
            files_under(&root.join(d))
                .into_iter()
                .map(move |(p, b)| (Path::new(d).join(p), b))
        })
        .collect()
}

/// `build` and `tiles` (one small edition) writing to `out`.
fn commands(out: &str) -> [Vec<&str>; 2] {
    [
        vec!["build", "--out", out],
        vec!["tiles", "--edition", "river", "--out", out],
    ]
}

#[test]
fn the_project_and_its_source_folders_are_never_an_output() {
    let project = project_copy();
    let root = project.path();
    let before = sources(root);
    let listing = names(root);
    for out in [
        "data",
        "locales",
        "book",
        "templates",
        "data/tilesets",
        "locales/new-site",
        ".",
        "..",
        "target/../templates",
    ] {
        for args in commands(out) {
            let err = fails_naming(root, &args, out);
            assert!(err.contains("error[io/out-in-project]"), "{args:?}: {err}");
            assert!(err.contains("help:"), "{err}");
        }
    }
    assert_eq!(sources(root), before, "nothing in the project changed");
    assert_eq!(names(root), listing, "nothing made beside it");
}

#[test]
fn a_folder_tilebook_did_not_write_is_left_alone() {
    // Like a home folder: not empty, no marker.
    let tmp = tempfile::tempdir().unwrap();
    let home = tmp.path().join("home");
    std::fs::create_dir_all(home.join("photos")).unwrap();
    std::fs::write(home.join("notes.txt"), "keep me").unwrap();
    std::fs::write(home.join("photos/cat.jpg"), "meow").unwrap();
    let before = files_under(&home);
    for args in commands(home.to_str().unwrap()) {
        let err = fails_naming(&common::repo(), &args, home.to_str().unwrap());
        assert!(err.contains("io/not-ours"), "{err}");
        assert!(err.contains(".tilebook-output"), "{err}");
        assert!(err.contains("delete the folder yourself"), "{err}");
    }
    assert_eq!(files_under(&home), before);
    assert_eq!(names(tmp.path()), ["home"], "nothing left beside it");
}

#[test]
fn outputs_are_marked_and_replaced_on_the_next_run() {
    let project = project_copy();
    let root = project.path();
    // The defaults, twice each: the first run makes the folder with its
    // marker, the second sees it.
    for (args, out) in [(["build"], "target/site"), (["tiles"], "target/tiles")] {
        for _ in 0..2 {
            let result = tilebook(root, &args);
            assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
            assert!(root.join(out).join(".tilebook-output").is_file());
        }
    }
    assert_eq!(names(&root.join("target")), ["site", "tiles"]);
    // An existing empty folder is fine too; a folder of an older `tiles`
    // (marked `.tilebook-tiles`) is still recognised.
    let tmp = tempfile::tempdir().unwrap();
    let empty = tmp.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let old = tmp.path().join("old-tiles");
    std::fs::create_dir(&old).unwrap();
    std::fs::write(old.join(".tilebook-tiles"), "").unwrap();
    std::fs::write(old.join("stale.svg"), "<svg/>").unwrap();
    for dir in [&empty, &old] {
        let args = [
            "tiles",
            "--edition",
            "river",
            "--out",
            dir.to_str().unwrap(),
        ];
        let result = tilebook(root, &args);
        assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
        assert!(dir.join(".tilebook-output").is_file());
    }
    assert!(!old.join("stale.svg").exists(), "replaced as a whole");
    assert_eq!(names(tmp.path()), ["empty", "old-tiles"]);
}

#[test]
fn an_existing_file_as_output_is_refused_and_nothing_is_left_behind() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("FILE");
    std::fs::write(&file, "precious").unwrap();
    for args in commands(file.to_str().unwrap()) {
        let err = fails_naming(&common::repo(), &args, file.to_str().unwrap());
        assert!(
            err.contains("io/not-ours") && err.contains("is a file"),
            "{err}"
        );
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious");
    assert_eq!(names(tmp.path()), ["FILE"], "no .FILE.old-… or .FILE.new-…");
}

#[test]
fn a_failed_write_leaves_nothing_behind() {
    let tmp = tempfile::tempdir().unwrap();
    let blocker = tmp.path().join("a-file");
    std::fs::write(&blocker, "x").unwrap();
    // The output's parent is a file: nothing can be made there.
    let out = blocker.join("deeper/site");
    for args in commands(out.to_str().unwrap()) {
        let err = fails_naming(&common::repo(), &args, "a-file");
        assert!(err.contains("io/write"), "{err}");
    }
    assert_eq!(names(tmp.path()), ["a-file"]);
    // A parent folder that may not be written to (not testable as root,
    // who may write anywhere).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let locked = tmp.path().join("locked");
        std::fs::create_dir(&locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
        if std::fs::write(locked.join("probe"), "").is_ok() {
            eprintln!("skipped the read-only parent: running with privileges that ignore it");
        } else {
            let out = locked.join("site");
            for args in commands(out.to_str().unwrap()) {
                fails_naming(&common::repo(), &args, "locked");
            }
            assert!(names(&locked).is_empty());
        }
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
}

#[test]
fn a_successful_build_leaves_only_its_output() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    // The second build stages beside an output that exists (prepared while
    // the site renders) and says how long each phase took.
    for timings in [false, true] {
        let mut args = vec!["build", "--out", out.to_str().unwrap()];
        if timings {
            args.push("--timings");
        }
        let result = tilebook(&common::repo(), &args);
        assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
        assert_eq!(names(tmp.path()), ["site"]);
        let printed = String::from_utf8_lossy(&result.stdout);
        for phase in ["load", "pages", "write"] {
            let line = format!(" ms  {phase}\n");
            assert_eq!(printed.contains(&line), timings, "{phase}: {printed}");
        }
    }
}

#[test]
fn a_folder_where_a_file_is_expected_is_an_io_error_exit_2_naming_it() {
    let project = project_copy();
    let root = project.path();
    std::fs::create_dir(root.join("data/tilesets/x.toml")).unwrap();
    for args in [
        vec!["check"],
        vec!["count"],
        vec!["build", "--out", "target/out"],
        vec!["tiles", "--out", "target/out"],
        vec!["score", "data/examples/city-tie.toml"],
    ] {
        fails_naming(root, &args, "data/tilesets/x.toml");
    }
    let (code, diags) = common::check_json(root);
    assert_eq!(code, 2);
    let d = diags
        .iter()
        .find(|d| d["code"] == "io/read")
        .expect("io/read");
    assert_eq!(d["file"], "data/tilesets/x.toml");
    assert!(
        d["hint"]
            .as_str()
            .unwrap()
            .contains("folder where a file is expected")
    );
    assert!(!root.join("target/out").exists());
    // A board file that is a folder.
    std::fs::remove_dir(root.join("data/tilesets/x.toml")).unwrap();
    std::fs::create_dir(root.join("board.toml")).unwrap();
    fails_naming(root, &["score", "board.toml"], "board.toml");
}

#[cfg(unix)]
#[test]
fn a_broken_link_or_an_unreadable_folder_is_an_io_error_exit_2() {
    let project = project_copy();
    let root = project.path();
    std::os::unix::fs::symlink(root.join("nowhere.ftl"), root.join("locales/ro/gone.ftl")).unwrap();
    for args in [vec!["check"], vec!["l10n", "status"]] {
        fails_naming(root, &args, "locales/ro/gone.ftl");
    }
    std::fs::remove_file(root.join("locales/ro/gone.ftl")).unwrap();
    assert_eq!(common::check_json(root).0, 0);
    // A folder that may not be read (not testable as root).
    use std::os::unix::fs::PermissionsExt;
    let boards = root.join("data/examples");
    std::fs::set_permissions(&boards, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::read_dir(&boards).is_ok() {
        eprintln!("skipped the unreadable folder: running with privileges that ignore it");
    } else {
        fails_naming(root, &["check"], "data/examples");
    }
    std::fs::set_permissions(&boards, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn text_that_is_not_utf8_is_still_invalid_input_exit_1() {
    let project = project_copy();
    let root = project.path();
    std::fs::write(root.join("data/tilesets/bad.toml"), b"id = \"\xff\"\n").unwrap();
    let (code, diags) = common::check_json(root);
    assert_eq!(code, 1);
    assert!(diags.iter().any(|d| d["code"] == "io/not-utf8"));
}

#[test]
fn a_lock_file_that_cannot_be_read_is_an_io_error_exit_2() {
    let project = project_copy();
    let root = project.path();
    let lock = root.join("locales/ro/l10n.lock");
    std::fs::remove_file(&lock).unwrap();
    std::fs::create_dir(&lock).unwrap();
    for args in [
        vec!["check"],
        vec!["l10n", "status"],
        vec!["l10n", "accept", "ro"],
    ] {
        fails_naming(root, &args, "locales/ro/l10n.lock");
    }
    assert!(lock.is_dir(), "left as it was");
}
