//! Tests of [`super`] (output.rs).

use super::*;

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A project root with its four source folders.
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for d in SOURCE_DIRS {
        std::fs::create_dir(dir.path().join(d)).unwrap();
        std::fs::write(dir.path().join(d).join("keep.txt"), d).unwrap();
    }
    dir
}

#[test]
fn replaces_the_whole_output_and_marks_it() {
    let dir = project();
    let out = dir.path().join("site");
    let mut files = Files::new();
    files.insert("a/index.html".into(), b"one".to_vec());
    write_atomically(dir.path(), &out, &files).unwrap();
    assert_eq!(std::fs::read(out.join("a/index.html")).unwrap(), b"one");
    assert!(out.join(MARKER).is_file());
    let mut files = Files::new();
    files.insert("b.html".into(), b"two".to_vec());
    write_atomically(dir.path(), &out, &files).unwrap();
    assert!(!out.join("a/index.html").exists());
    assert_eq!(std::fs::read(out.join("b.html")).unwrap(), b"two");
    assert_eq!(names(&out), [MARKER, "b.html"]);
    // No staging folders left behind.
    assert_eq!(
        names(dir.path()),
        ["book", "data", "locales", "site", "templates"]
    );
}

#[cfg(unix)]
#[test]
fn unchanged_files_are_linked_to_the_previous_output_and_changed_ones_written() {
    use std::os::unix::fs::MetadataExt;
    let dir = project();
    let out = dir.path().join("site");
    let inode = |rel: &str| std::fs::metadata(out.join(rel)).unwrap().ino();
    let mut files = Files::new();
    files.insert("same.html".into(), b"same".to_vec());
    files.insert("a/changed.html".into(), b"old".to_vec());
    write_atomically(dir.path(), &out, &files).unwrap();
    let (same, changed) = (inode("same.html"), inode("a/changed.html"));
    files.insert("a/changed.html".into(), b"new".to_vec());
    write_atomically(dir.path(), &out, &files).unwrap();
    assert_eq!(
        inode("same.html"),
        same,
        "the unchanged file is the same file"
    );
    assert_ne!(inode("a/changed.html"), changed);
    assert_eq!(std::fs::read(out.join("a/changed.html")).unwrap(), b"new");
    assert_eq!(std::fs::read(out.join("same.html")).unwrap(), b"same");
    // Once the previous output is gone, nothing else holds the file.
    assert_eq!(std::fs::metadata(out.join("same.html")).unwrap().nlink(), 1);
    assert_eq!(
        names(dir.path()),
        ["book", "data", "locales", "site", "templates"]
    );
}

/// Every file and folder under `dir`, relative to it, sorted.
fn tree(dir: &Path) -> Vec<String> {
    let mut all: Vec<String> = walkdir::WalkDir::new(dir)
        .min_depth(1)
        .into_iter()
        .map(|e| {
            let e = e.unwrap();
            let rel = e.path().strip_prefix(dir).unwrap().display().to_string();
            if e.file_type().is_dir() {
                format!("{rel}/")
            } else {
                rel
            }
        })
        .collect();
    all.sort();
    all
}

#[test]
fn a_prepared_staging_folder_gives_the_same_output() {
    let dir = project();
    let out = dir.path().join("site");
    let mut files = Files::new();
    files.insert("a/b/deep.html".into(), b"deep".to_vec());
    files.insert("gone/x.html".into(), b"x".to_vec());
    files.insert("c".into(), b"a file".to_vec());
    write_atomically(dir.path(), &out, &files).unwrap();
    // Folders the new output drops, and a folder whose place a file
    // takes (and a file whose place a folder takes).
    let mut next = Files::new();
    next.insert("a/b/deep.html".into(), b"deeper".to_vec());
    next.insert("gone".into(), b"now a file".to_vec());
    next.insert("c/inside.html".into(), b"in".to_vec());
    let prepared = prepare(dir.path(), &out).join().unwrap();
    assert!(prepared.is_some(), "an existing output is prepared for");
    write_prepared(dir.path(), &out, &next, prepared).unwrap();
    assert_eq!(
        tree(&out),
        [
            ".tilebook-output",
            "a/",
            "a/b/",
            "a/b/deep.html",
            "c/",
            "c/inside.html",
            "gone"
        ]
    );
    assert_eq!(std::fs::read(out.join("gone")).unwrap(), b"now a file");
    assert_eq!(
        names(dir.path()),
        ["book", "data", "locales", "site", "templates"]
    );
}

#[test]
fn an_unused_prepared_staging_folder_is_removed() {
    let dir = project();
    let out = dir.path().join("site");
    let mut files = Files::new();
    files.insert("a/page.html".into(), b"page".to_vec());
    write_atomically(dir.path(), &out, &files).unwrap();
    let prepared = prepare(dir.path(), &out).join().unwrap();
    assert!(prepared.is_some());
    assert_eq!(
        names(dir.path()).len(),
        6,
        "the staging folder beside the output"
    );
    drop(prepared);
    assert_eq!(
        names(dir.path()),
        ["book", "data", "locales", "site", "templates"]
    );
    // Nothing is prepared where there is no output yet, or one that is
    // not tilebook's.
    assert!(
        prepare(dir.path(), &dir.path().join("new"))
            .join()
            .unwrap()
            .is_none()
    );
    assert!(
        prepare(dir.path(), &dir.path().join("data"))
            .join()
            .unwrap()
            .is_none()
    );
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_in_the_previous_output_is_refused_and_left_alone() {
    let dir = project();
    let out = dir.path().join("site");
    write_atomically(dir.path(), &out, &Files::new()).unwrap();
    let elsewhere = dir.path().join("data/keep.txt");
    std::os::unix::fs::symlink(&elsewhere, out.join("x.html")).unwrap();
    let mut files = Files::new();
    files.insert("x.html".into(), b"data".to_vec());
    let e = write_atomically(dir.path(), &out, &files).unwrap_err();
    assert_eq!(e.code, "io/not-ours");
    assert!(
        e.message.contains("x.html, a symbolic link"),
        "{}",
        e.message
    );
    let meta = std::fs::symlink_metadata(out.join("x.html")).unwrap();
    assert!(meta.file_type().is_symlink());
    // What the link points at is as it was, and not shared.
    assert_eq!(std::fs::read(&elsewhere).unwrap(), b"data");
    use std::os::unix::fs::MetadataExt;
    assert_eq!(std::fs::metadata(&elsewhere).unwrap().nlink(), 1);
}

#[test]
fn resolve_handles_paths_that_do_not_exist_yet() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().canonicalize().unwrap();
    std::fs::create_dir(real.join("a")).unwrap();
    assert_eq!(resolve(&real.join("a/x/../y")).unwrap(), real.join("a/y"));
    assert_eq!(resolve(&real.join("a/x/../../b")).unwrap(), real.join("b"));
    assert_eq!(resolve(&real.join("a/./.")).unwrap(), real.join("a"));
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(real.join("a"), real.join("link")).unwrap();
        assert_eq!(resolve(&real.join("link/new")).unwrap(), real.join("a/new"));
    }
}

#[test]
fn the_project_and_its_source_folders_are_refused() {
    let dir = project();
    let root = dir.path();
    for out in [
        root.to_path_buf(),
        root.join(".."),
        root.join("data"),
        root.join("locales/new"),
        root.join("target/../book/x"),
        root.join("templates/."),
    ] {
        let e = check(root, &out).unwrap_err();
        assert_eq!(e.code, "io/out-in-project", "{}", out.display());
    }
    assert!(check(root, &root.join("target/site")).is_ok());
    assert!(check(root, &root.join("databank")).is_ok());
}

#[test]
fn only_empty_folders_or_those_holding_just_what_their_manifest_lists_are_replaced() {
    let dir = project();
    let root = dir.path();
    let out = root.join("out");
    assert!(check(root, &out).is_ok(), "a path that does not exist");
    std::fs::create_dir(&out).unwrap();
    assert!(check(root, &out).is_ok(), "an empty folder");
    std::fs::write(out.join("mine.txt"), "x").unwrap();
    let refused = |why: &str| {
        let e = check(root, &out).unwrap_err();
        assert_eq!(e.code, "io/not-ours", "{why}");
        e.message
    };
    assert!(refused("no marker").contains("has no .tilebook-output"));
    // Markers that list nothing: the old one, an empty one, a folder.
    std::fs::write(out.join(".tilebook-tiles"), "").unwrap();
    assert!(refused("the old marker").contains(".tilebook-tiles, the marker of older"));
    std::fs::write(out.join(MARKER), "").unwrap();
    assert!(refused("an empty marker").contains("is not the manifest"));
    std::fs::write(out.join(MARKER), "{\"format\": \"x\"}").unwrap();
    assert!(refused("another format").contains("is not the manifest"));
    std::fs::remove_file(out.join(MARKER)).unwrap();
    std::fs::create_dir(out.join(MARKER)).unwrap();
    assert!(refused("a folder").contains("is a symbolic link or a folder"));
    let file = root.join("file");
    std::fs::write(&file, "x").unwrap();
    assert_eq!(check(root, &file).unwrap_err().code, "io/not-ours");
}

#[test]
fn a_manifest_accounts_for_every_file_and_folder() {
    let dir = project();
    let root = dir.path();
    let out = root.join("out");
    let mut files = Files::new();
    files.insert("a/b/c.html".into(), b"one".to_vec());
    files.insert("d.css".into(), b"two!".to_vec());
    write_atomically(root, &out, &files).unwrap();
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join(MARKER)).unwrap()).unwrap();
    assert_eq!(
        manifest["files"],
        serde_json::json!(["a/b/c.html", "d.css"])
    );
    assert!(check(root, &out).is_ok(), "just what it wrote");
    let strangers = [
        ("notes.txt", "holds notes.txt, which tilebook did not write"),
        (
            "a/b/mine.txt",
            "holds a/b/mine.txt, which tilebook did not write",
        ),
        (
            "a/photos/",
            "holds the folder a/photos, which tilebook did not write",
        ),
    ];
    for (rel, why) in strangers {
        let path = out.join(rel);
        if rel.ends_with('/') {
            std::fs::create_dir(&path).unwrap();
        } else {
            std::fs::write(&path, "not yours").unwrap();
        }
        let e = write_atomically(root, &out, &files).unwrap_err();
        assert_eq!(e.code, "io/not-ours", "{rel}");
        assert!(e.message.contains(why), "{rel}: {}", e.message);
        assert!(path.exists(), "{rel} left alone");
        if rel.ends_with('/') {
            std::fs::remove_dir(&path).unwrap();
        } else {
            std::fs::remove_file(&path).unwrap();
        }
    }
    // A file it wrote, changed since, is still its own to replace.
    std::fs::write(out.join("d.css"), "changed").unwrap();
    write_atomically(root, &out, &files).unwrap();
    assert_eq!(std::fs::read(out.join("d.css")).unwrap(), b"two!");
}

#[cfg(unix)]
#[test]
fn an_output_through_a_symbolic_link_is_refused_naming_the_real_folder() {
    let dir = project();
    let root = dir.path();
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::write(elsewhere.path().join("mine.txt"), "keep").unwrap();
    // The output itself a link, to a folder of the user's with a manifest
    // copied into it, and a project whose target folder is a link.
    std::fs::write(elsewhere.path().join(MARKER), "").unwrap();
    std::os::unix::fs::symlink(elsewhere.path(), root.join("site")).unwrap();
    std::os::unix::fs::symlink(elsewhere.path(), root.join("target")).unwrap();
    for (out, link) in [("site", "site"), ("target/site", "target")] {
        let e = write_atomically(root, &root.join(out), &Files::new()).unwrap_err();
        assert_eq!(e.code, "io/out-symlink", "{out}");
        assert!(
            e.message.contains(&format!(
                "through the symbolic link {}",
                root.join(link).display()
            )),
            "{}",
            e.message
        );
    }
    assert_eq!(
        names(elsewhere.path()),
        [MARKER, "mine.txt"],
        "nothing written there"
    );
    // A link to nothing as the output.
    std::os::unix::fs::symlink(root.join("nowhere"), root.join("gone")).unwrap();
    assert_eq!(
        check(root, &root.join("gone")).unwrap_err().code,
        "io/out-symlink"
    );
}

#[test]
fn a_failed_write_leaves_nothing_behind() {
    let dir = project();
    let root = dir.path();
    std::fs::write(root.join("blocker"), "x").unwrap();
    let out = root.join("new/deeper/site");
    let mut files = Files::new();
    files.insert("x.html".into(), b"x".to_vec());
    // A file where a folder of the output must go: writing fails after
    // the parents and the staging folder were made.
    files.insert("x.html/y".into(), b"y".to_vec());
    let e = write_atomically(root, &out, &files).unwrap_err();
    assert_eq!(e.code, "io/write");
    assert_eq!(
        names(root),
        ["blocker", "book", "data", "locales", "templates"]
    );
    let e = write_atomically(root, &root.join("blocker/site"), &Files::new()).unwrap_err();
    assert_eq!(e.code, "io/write");
    assert_eq!(
        names(root),
        ["blocker", "book", "data", "locales", "templates"]
    );
}
