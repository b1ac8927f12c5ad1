//! Never lose a user's files: `build`, `tiles` and `schema` replace only a
//! folder tilebook wrote (it holds `.tilebook-output`, the manifest of what
//! it wrote, and nothing else), a new one or an empty one; never through a
//! symbolic link;
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
    // An existing empty folder is fine too.
    let tmp = tempfile::tempdir().unwrap();
    let empty = tmp.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let args = [
        "tiles",
        "--edition",
        "river",
        "--out",
        empty.to_str().unwrap(),
    ];
    let result = tilebook(root, &args);
    assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
    assert!(empty.join(".tilebook-output").is_file());
    assert_eq!(names(tmp.path()), ["empty"]);
}

/// A folder of the user's: a file, and one in a subfolder.
fn users_folder(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    std::fs::create_dir_all(dir.join("photos")).unwrap();
    std::fs::write(dir.join("notes.txt"), "keep me").unwrap();
    std::fs::write(dir.join("photos/cat.jpg"), "meow").unwrap();
    files_under(dir)
}

/// `build`, `tiles` and `schema` writing to `out`.
fn all_commands(out: &str) -> [Vec<&str>; 3] {
    let [build, tiles] = commands(out);
    [build, tiles, vec!["schema", "--out", out]]
}

#[test]
fn a_planted_marker_does_not_make_a_folder_tilebook_s() {
    let tmp = tempfile::tempdir().unwrap();
    let home = tmp.path().join("home");
    let elsewhere = tmp.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).unwrap();
    std::fs::write(elsewhere.join(".tilebook-output"), "").unwrap();
    type Plant = fn(&Path, &Path);
    let plants: [(&str, Plant, &str); 4] = [
        (
            "an empty marker",
            |home, _| std::fs::write(home.join(".tilebook-output"), "").unwrap(),
            "is not the manifest tilebook writes",
        ),
        (
            "a marker of the old format",
            |home, _| {
                let old =
                    "written by tilebook; this folder is replaced as a whole on the next run\n";
                std::fs::write(home.join(".tilebook-output"), old).unwrap()
            },
            "is not the manifest tilebook writes",
        ),
        (
            "a link to a marker",
            |home, elsewhere| {
                #[cfg(unix)]
                std::os::unix::fs::symlink(
                    elsewhere.join(".tilebook-output"),
                    home.join(".tilebook-output"),
                )
                .unwrap();
                #[cfg(not(unix))]
                let _ = (home, elsewhere);
            },
            "is a symbolic link or a folder",
        ),
        (
            "the marker of older versions of tiles",
            |home, _| std::fs::write(home.join(".tilebook-tiles"), "").unwrap(),
            ".tilebook-tiles, the marker of older tilebook versions",
        ),
    ];
    for (what, plant, why) in plants {
        let _ = std::fs::remove_dir_all(&home);
        std::fs::create_dir(&home).unwrap();
        let before = users_folder(&home);
        plant(&home, &elsewhere);
        let before_all = files_under(&home);
        if cfg!(not(unix)) && what.contains("link") {
            continue;
        }
        for args in all_commands(home.to_str().unwrap()) {
            let err = fails_naming(&common::repo(), &args, home.to_str().unwrap());
            assert!(err.contains("error[io/not-ours]"), "{what} {args:?}: {err}");
            assert!(err.contains(why), "{what} {args:?}: {err}");
            assert!(err.contains("delete the folder yourself"), "{err}");
        }
        let after = files_under(&home);
        assert_eq!(after, before_all, "{what}: nothing deleted");
        assert!(before.iter().all(|(p, b)| after.get(p) == Some(b)));
    }
    assert_eq!(
        names(tmp.path()),
        ["elsewhere", "home"],
        "nothing left beside"
    );
}

#[test]
fn a_file_of_the_user_s_in_an_output_stops_its_replacement() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("tiles");
    let args = [
        "tiles",
        "--edition",
        "river",
        "--out",
        out.to_str().unwrap(),
    ];
    let result = tilebook(&common::repo(), &args);
    assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
    // The manifest lists what was written; a rebuild replaces it.
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join(".tilebook-output")).unwrap()).unwrap();
    let listed: Vec<&str> = manifest["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect();
    let written: Vec<String> = files_under(&out)
        .into_keys()
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .filter(|p| p != ".tilebook-output")
        .collect();
    assert_eq!(listed, written);
    let result = tilebook(&common::repo(), &args);
    assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
    // A file of the user's saved into it, at the top or deeper: refused,
    // naming it, and nothing deleted.
    let deeper = format!(
        "{}/mine.txt",
        listed[0].rsplit_once('/').map_or(".", |(d, _)| d)
    );
    for mine in ["mine.txt", deeper.as_str()] {
        std::fs::write(out.join(mine), "keep me").unwrap();
        let before = files_under(&out);
        let err = fails_naming(&common::repo(), &args, out.to_str().unwrap());
        assert!(err.contains("error[io/not-ours]"), "{err}");
        assert!(
            err.contains(&format!(
                "holds {}, which tilebook did not write",
                mine.trim_start_matches("./")
            )),
            "{err}"
        );
        assert_eq!(files_under(&out), before, "nothing deleted");
        std::fs::remove_file(out.join(mine)).unwrap();
    }
    assert_eq!(names(tmp.path()), ["tiles"], "nothing left beside it");
}

#[cfg(unix)]
#[test]
fn a_target_folder_that_is_a_link_is_not_written_through() {
    let project = project_copy();
    let root = project.path();
    let elsewhere = tempfile::tempdir().unwrap();
    let before = users_folder(elsewhere.path());
    std::os::unix::fs::symlink(elsewhere.path(), root.join("target")).unwrap();
    for (args, out) in [
        (vec!["build"], "target/site"),
        (vec!["tiles"], "target/tiles"),
    ] {
        let result = tilebook(root, &args);
        let err = stderr(&result);
        assert_eq!(result.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("error[io/out-symlink]"), "{err}");
        assert!(err.contains(out), "{err}");
        assert!(
            err.contains(&format!(
                "through the symbolic link {}",
                root.join("target").display()
            )),
            "{err}"
        );
        assert!(err.contains("give --out the real folder"), "{err}");
    }
    assert_eq!(
        files_under(elsewhere.path()),
        before,
        "nothing written there"
    );
    assert_eq!(names(elsewhere.path()), ["notes.txt", "photos"]);
    // Given the real folder, it writes there.
    let real = elsewhere.path().join("site");
    let result = tilebook(
        root,
        &[
            "tiles",
            "--edition",
            "river",
            "--out",
            real.to_str().unwrap(),
        ],
    );
    assert_eq!(result.status.code(), Some(0), "{}", stderr(&result));
    assert!(real.join(".tilebook-output").is_file());
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
