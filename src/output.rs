//! Writing an output folder (the site of `tilebook build`, the art of
//! `tilebook tiles`) without ever losing a user's files.
//!
//! One rule decides whether a folder may be replaced ([`check`]):
//!
//! - never the project's own folders: an output that is, contains or lies
//!   inside `data/`, `locales/`, `book/` or `templates/` (or is the project
//!   root) is refused, marker or not (paths are compared canonicalized, the
//!   nearest existing ancestor standing in for a path not made yet);
//! - never through a symbolic link: an output that is one, or is reached
//!   through one inside the project (a `target` linked elsewhere), is
//!   refused with the real path to give instead (`io/out-symlink`);
//! - a path that does not exist, or an empty folder, is fine;
//! - an existing folder is replaced only when it holds [`MARKER`], the
//!   manifest of what tilebook wrote there (the path of every file), and
//!   nothing else: no file, folder or link it does not list. (Not their
//!   sizes or hashes: a file tilebook wrote is its to replace even once
//!   changed, and a committed output such as `schemas/` is changed by git
//!   before it is written again.) An empty or planted marker, a marker that is a
//!   link, the old `.tilebook-tiles` (which listed nothing), a file of the
//!   user's added to an output: each is refused (`io/not-ours`) and left
//!   alone.
//!
//! Writing ([`write_atomically`]) puts every file, then the manifest, into
//! a fresh folder beside the output, then swaps it in with two renames; the
//! previous output is removed only once the new one is in place. A file
//! whose bytes the previous output already holds is hard-linked to it
//! rather than written again (the previous file is only read). The staging
//! folder, with the previous output's folders in it, can be made ahead
//! ([`prepare`]) while the files are still being made. On any failure the
//! previous output is as it was and nothing is left behind: no staging
//! folder, no moved-aside folder, no parent folder made for it.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::io;
use std::path::{Component, Path, PathBuf};

use rayon::prelude::*;

use crate::diag::Diagnostic;

/// The files of an output folder, by path relative to it, in sorted order.
pub type Files = BTreeMap<PathBuf, Vec<u8>>;

/// The manifest of an output folder: the files tilebook wrote there. Only a folder that holds nothing else (or an empty one) is
/// ever replaced.
pub const MARKER: &str = ".tilebook-output";

/// The marker `tilebook tiles` wrote before [`MARKER`]: an empty file,
/// which says nothing of what is in the folder, so no longer trusted.
const OLD_MARKER: &str = ".tilebook-tiles";

/// The largest manifest read (a site's lists a few thousand files, in a
/// few hundred kilobytes); a larger marker is not one tilebook wrote.
const MAX_MANIFEST: u64 = 64 << 20;

/// The format of [`MARKER`], named in its first field.
const MANIFEST_FORMAT: &str = "tilebook output manifest 1";

/// The project's source folders: never written to, and watched by `serve`.
pub const SOURCE_DIRS: [&str; 4] = ["data", "locales", "book", "templates"];

/// What [`MARKER`] holds: JSON, the paths (`/`-separated) of the files.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    format: String,
    note: String,
    files: BTreeSet<String>,
}

impl Manifest {
    /// The manifest of `files`.
    fn of(files: &Files) -> Manifest {
        Manifest {
            format: MANIFEST_FORMAT.to_string(),
            note: "written by tilebook: this folder is replaced as a whole on the next run, as long as it holds only the files listed here".to_string(),
            files: files.keys().map(|rel| slashed(rel)).collect(),
        }
    }

    /// The manifest in `dir`, or why it is not one tilebook wrote.
    fn read(dir: &Path) -> Result<Manifest, String> {
        let path = dir.join(MARKER);
        let meta = std::fs::symlink_metadata(&path).map_err(|e| e.to_string())?;
        if !meta.file_type().is_file() {
            return Err(format!(
                "holds a {MARKER} that is a symbolic link or a folder, not the manifest tilebook writes"
            ));
        }
        let mut text = String::new();
        let read = std::fs::File::open(&path).and_then(|f| {
            io::Read::read_to_string(&mut io::Read::take(f, MAX_MANIFEST + 1), &mut text)
        });
        let invalid = || {
            format!(
                "holds a {MARKER} that is not the manifest tilebook writes (an empty or edited marker, or one copied from elsewhere)"
            )
        };
        if read.is_err() || text.len() as u64 > MAX_MANIFEST {
            return Err(invalid());
        }
        match serde_json::from_str::<Manifest>(&text) {
            Ok(m) if m.format == MANIFEST_FORMAT => Ok(m),
            _ => Err(invalid()),
        }
    }
}

/// A relative path as the manifest writes it: its parts joined by `/`.
fn slashed(rel: &Path) -> String {
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// An I/O problem with `path` while writing the output `out` (exit code 2).
fn io_error(out: &Path, what: &str, path: &Path, e: &io::Error) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::error(
            "io/write",
            format!(
                "cannot write {}: cannot {what} {}: {e}",
                out.display(),
                path.display()
            ),
        )
        .in_file(path)
        .note("nothing was replaced: the previous output, if any, is as it was")
        .hint("choose an output folder you can write to with --out DIR"),
    )
}

/// `path` made absolute and free of `.`, `..` and symbolic links: its
/// nearest existing ancestor canonicalized, the rest appended as written.
pub fn resolve(path: &Path) -> io::Result<PathBuf> {
    let abs = std::path::absolute(path)?;
    for ancestor in abs.ancestors() {
        let Ok(mut resolved) = ancestor.canonicalize() else {
            continue;
        };
        let rest = abs.strip_prefix(ancestor).unwrap_or(Path::new(""));
        for comp in rest.components() {
            match comp {
                Component::ParentDir => {
                    resolved.pop();
                }
                Component::Normal(name) => resolved.push(name),
                _ => {}
            }
        }
        return Ok(resolved);
    }
    Err(io::Error::new(
        io::ErrorKind::NotFound,
        "no part of the path exists",
    ))
}

fn not_ours(out: &Path, why: &str, hint: &str) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::error(
            "io/not-ours",
            format!(
                "{} {why}, so tilebook leaves it alone and writes nothing",
                out.display()
            ),
        )
        .in_file(out)
        .hint(hint.to_string()),
    )
}

/// Whether tilebook may replace `out` with its output for the project at
/// `root`; the error says why not (rule ids `io/out-in-project`,
/// `io/not-ours`, `io/read`). Nothing is touched either way.
pub fn check(root: &Path, out: &Path) -> Result<(), Box<Diagnostic>> {
    let read_error = |path: &Path, e: io::Error| {
        Box::new(
            Diagnostic::error("io/read", format!("cannot read {}: {e}", path.display()))
                .in_file(path)
                .hint("check that the folder exists and that you may read it"),
        )
    };
    let target = resolve(out).map_err(|e| read_error(out, e))?;
    let project = resolve(root).map_err(|e| read_error(root, e))?;
    let mut sources: Vec<(String, PathBuf)> = vec![(String::new(), project.clone())];
    for dir in SOURCE_DIRS {
        let path = resolve(&root.join(dir)).map_err(|e| read_error(&root.join(dir), e))?;
        sources.push((format!("{dir}/"), path));
    }
    for (name, source) in &sources {
        let inside = target.starts_with(source) && !name.is_empty();
        if inside || source.starts_with(&target) {
            let what = if name.is_empty() {
                "is the project folder or contains it".to_string()
            } else if inside {
                format!("is or lies inside the project's {name} folder")
            } else {
                format!("contains the project's {name} folder")
            };
            return Err(Box::new(
                Diagnostic::error(
                    "io/out-in-project",
                    format!(
                        "the output {} {what}; tilebook replaces its output folder as a whole and never writes there",
                        out.display()
                    ),
                )
                .in_file(out)
                .hint(
                    "give --out a folder outside data/, locales/, book/ and templates/, such as target/site (the default)",
                ),
            ));
        }
    }
    through_link(root, out)?;
    // `target` follows symbolic links, so only a link to nothing is left.
    let meta = match std::fs::symlink_metadata(&target) {
        Ok(meta) => meta,
        // Absent (perhaps under a file: then making it fails, as io/write).
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            return Ok(());
        }
        Err(e) => return Err(read_error(out, e)),
    };
    if meta.file_type().is_symlink() {
        return Err(not_ours(
            out,
            "is a symbolic link that leads nowhere",
            "remove the link, or give --out a new folder",
        ));
    }
    if !meta.is_dir() {
        return Err(not_ours(
            out,
            "is a file, not a folder tilebook wrote",
            "give --out a folder: a new one, an empty one, or one tilebook wrote before",
        ));
    }
    let empty = std::fs::read_dir(&target)
        .map_err(|e| read_error(out, e))?
        .next()
        .is_none();
    if empty {
        return Ok(());
    }
    let why = match std::fs::symlink_metadata(target.join(MARKER)) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if std::fs::symlink_metadata(target.join(OLD_MARKER)).is_ok() {
                format!(
                    "holds {OLD_MARKER}, the marker of older tilebook versions, which does not list what they wrote"
                )
            } else {
                format!("is not empty and was not written by tilebook (it has no {MARKER} file)")
            }
        }
        _ => match Manifest::read(&target) {
            Ok(manifest) => match stranger(&target, &manifest).map_err(|e| read_error(out, e))? {
                None => return Ok(()),
                Some(why) => why,
            },
            Err(why) => why,
        },
    };
    Err(not_ours(
        out,
        &why,
        "if you no longer need what is in it, delete the folder yourself; otherwise give --out a new or empty folder",
    ))
}

/// What in the output folder `target` its manifest does not account for:
/// a file it does not list, a folder none of its files is in, a symbolic link (tilebook writes none); `None` when
/// everything is.
fn stranger(target: &Path, manifest: &Manifest) -> io::Result<Option<String>> {
    let folders: HashSet<&str> = manifest
        .files
        .iter()
        .flat_map(|f| f.match_indices('/').map(move |(i, _)| &f[..i]))
        .collect();
    let entries = walkdir::WalkDir::new(target)
        .follow_links(false)
        .min_depth(1)
        .sort_by_file_name();
    for entry in entries {
        let entry = entry.map_err(io::Error::other)?;
        let rel = entry.path().strip_prefix(target).unwrap_or(entry.path());
        let name = slashed(rel);
        if name == MARKER {
            continue;
        }
        let kind = entry.file_type();
        let why = if kind.is_symlink() {
            Some(format!(
                "holds {name}, a symbolic link tilebook did not make"
            ))
        } else if kind.is_dir() {
            (!folders.contains(name.as_str()))
                .then(|| format!("holds the folder {name}, which tilebook did not write"))
        } else {
            (!manifest.files.contains(&name)).then(|| {
                format!(
                    "holds {name}, which tilebook did not write (its {MARKER} does not list it)"
                )
            })
        };
        if why.is_some() {
            return Ok(why);
        }
    }
    Ok(None)
}

/// Refuses an output that is a symbolic link, or is reached through one
/// inside the project at `root` (such as a `target` linked elsewhere):
/// replacing it would replace, or write into, a folder the path does not
/// name. The diagnostic gives the real path.
fn through_link(root: &Path, out: &Path) -> Result<(), Box<Diagnostic>> {
    let (Ok(abs), Ok(project)) = (std::path::absolute(out), std::path::absolute(root)) else {
        return Ok(());
    };
    let link = abs.ancestors().find(|a| {
        (*a == abs || (a.starts_with(&project) && *a != project))
            && std::fs::symlink_metadata(a).is_ok_and(|m| m.file_type().is_symlink())
    });
    let Some(link) = link else {
        return Ok(());
    };
    let points = std::fs::read_link(link)
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| "?".to_string());
    let real = resolve(out).map(|p| p.display().to_string());
    let hint = match real {
        Ok(real) if std::fs::metadata(link).is_ok() => format!(
            "to write there, give --out the real folder ({real}); otherwise remove the link"
        ),
        _ => "remove the link, or give --out a new folder".to_string(),
    };
    Err(Box::new(
        Diagnostic::error(
            "io/out-symlink",
            format!(
                "the output {} is reached through the symbolic link {} (to {points}); tilebook does not replace a folder through a link, so it writes nothing",
                out.display(),
                link.display()
            ),
        )
        .in_file(out)
        .hint(hint),
    ))
}

/// Writes `files` (and their manifest, [`MARKER`]) as the folder `out`, replacing what was
/// there only when [`check`] allows it and only once all of them are
/// written. On failure the previous output is untouched and nothing is
/// left behind.
pub fn write_atomically(root: &Path, out: &Path, files: &Files) -> Result<(), Box<Diagnostic>> {
    write_prepared(root, out, files, None)
}

/// What a write can do while the files are still being made, for an
/// output that exists already: the staging folder made beside it, with
/// the previous output's folders made in it (on some file systems making
/// a folder costs far more than linking a file), and the list of the
/// previous output's files. The previous output is only read.
pub struct Prepared {
    staging: tempfile::TempDir,
    /// The folders made in the staging folder, relative to it.
    dirs: Vec<PathBuf>,
    /// The previous output's regular files, relative to it.
    previous: HashSet<PathBuf>,
}

/// Starts [`Prepared`] on a thread of its own, for `out` in the project at
/// `root`; the thread gives `None` when there is nothing to prepare (no
/// previous output, or one that may not be replaced) or preparing failed
/// (the write then does it all itself). Join it before the process ends,
/// so that an unused staging folder is removed.
pub fn prepare(root: &Path, out: &Path) -> std::thread::JoinHandle<Option<Prepared>> {
    let (root, out) = (root.to_path_buf(), out.to_path_buf());
    std::thread::spawn(move || {
        check(&root, &out).ok()?;
        let target = resolve(&out).ok()?;
        let (parent, name) = (target.parent()?, target.file_name()?);
        if !std::fs::symlink_metadata(&target).is_ok_and(|m| m.is_dir()) {
            return None;
        }
        let staging = tempfile::Builder::new()
            .prefix(&format!(".{}.new-", name.to_string_lossy()))
            .tempdir_in(parent)
            .ok()?;
        let (dirs, previous) = previous_output(&target);
        for dir in &dirs {
            std::fs::create_dir(staging.path().join(dir)).ok()?;
        }
        Some(Prepared {
            staging,
            dirs,
            previous,
        })
    })
}

/// [`write_atomically`], staging in `prepared` when given (see [`prepare`]).
pub fn write_prepared(
    root: &Path,
    out: &Path,
    files: &Files,
    prepared: Option<Prepared>,
) -> Result<(), Box<Diagnostic>> {
    check(root, out)?;
    let target = resolve(out).map_err(|e| io_error(out, "find", out, &e))?;
    let (Some(parent), Some(name)) = (target.parent(), target.file_name()) else {
        return Err(io_error(
            out,
            "replace",
            out,
            &io::Error::other("it has no parent folder"),
        ));
    };
    // The folders made for the output, deepest first, removed on failure.
    let made: Vec<PathBuf> = parent
        .ancestors()
        .take_while(|p| !p.exists())
        .map(Path::to_path_buf)
        .collect();
    let result = std::fs::create_dir_all(parent)
        .map_err(|e| io_error(out, "create the folder", parent, &e))
        .and_then(|()| {
            replace(
                out,
                &target,
                (parent, &name.to_string_lossy()),
                files,
                prepared,
            )
        });
    if result.is_err() {
        for dir in &made {
            let _ = std::fs::remove_dir(dir);
        }
    }
    result
}

/// Stages the files beside `target` (in `parent`, the output's folder
/// being `name`) and swaps them in.
fn replace(
    out: &Path,
    target: &Path,
    (parent, name): (&Path, &str),
    files: &Files,
    prepared: Option<Prepared>,
) -> Result<(), Box<Diagnostic>> {
    // Both scratch folders are removed when dropped, on every path out.
    let scratch = |tag: &str| {
        tempfile::Builder::new()
            .prefix(&format!(".{name}.{tag}-"))
            .tempdir_in(parent)
            .map_err(|e| io_error(out, "create a folder in", parent, &e))
    };
    // A staging folder prepared for another folder is not used.
    let prepared = prepared.filter(|p| p.staging.path().parent() == Some(parent));
    let (staging, premade, previous) = match prepared {
        Some(p) => (p.staging, p.dirs, p.previous),
        None => (scratch("new")?, Vec::new(), previous_output(target).1),
    };
    let mut manifest = serde_json::to_vec_pretty(&Manifest::of(files))
        .map_err(|e| io_error(out, "list the files of", out, &io::Error::other(e)))?;
    manifest.push(b'\n');
    let all: Vec<(&Path, &[u8])> = files
        .iter()
        .map(|(r, b)| (r.as_path(), b.as_slice()))
        .collect();
    // The folders first, in order; then the files, in parallel, a failure
    // reported for the first file in order that failed.
    let mut made: HashSet<PathBuf> = premade.iter().map(|d| staging.path().join(d)).collect();
    made.insert(staging.path().to_path_buf());
    let mut needed = HashSet::new();
    for (rel, _) in &all {
        needed.extend(
            staging
                .path()
                .join(rel)
                .ancestors()
                .skip(1)
                .map(Path::to_path_buf),
        );
    }
    // Folders made ahead that the new output does not have, deepest first
    // (they are empty: nothing was written to them yet); a file may take
    // the place of one.
    for dir in premade.iter().rev() {
        let dir = staging.path().join(dir);
        if !needed.contains(&dir) {
            std::fs::remove_dir(&dir).map_err(|e| io_error(out, "remove the folder", &dir, &e))?;
        }
    }
    for (rel, _) in &all {
        if let Some(dir) = staging.path().join(rel).parent()
            && made.insert(dir.to_path_buf())
        {
            std::fs::create_dir_all(dir)
                .map_err(|e| io_error(out, "create the folder", dir, &e))?;
        }
    }
    let written: Vec<Result<(), Box<Diagnostic>>> = all
        .par_iter()
        .map(|&(rel, bytes)| {
            let path = staging.path().join(rel);
            if previous.contains(rel) && link_if_same(&target.join(rel), &path, bytes) {
                return Ok(());
            }
            std::fs::write(&path, bytes).map_err(|e| io_error(out, "write", &path, &e))
        })
        .collect();
    written.into_iter().collect::<Result<(), _>>()?;
    // The manifest last, once every file it lists is written.
    let marker = staging.path().join(MARKER);
    std::fs::write(&marker, &manifest).map_err(|e| io_error(out, "write", &marker, &e))?;
    let aside = scratch("old")?;
    let previous = aside.path().join("previous");
    let had_previous = std::fs::symlink_metadata(target).is_ok();
    if had_previous {
        std::fs::rename(target, &previous)
            .map_err(|e| io_error(out, "move aside the previous output", target, &e))?;
    }
    if let Err(e) = std::fs::rename(staging.path(), target) {
        if had_previous {
            let _ = std::fs::rename(&previous, target);
        }
        return Err(io_error(out, "move the new output to", target, &e));
    }
    // The staging folder is the output now: nothing left to remove.
    let _ = staging.keep();
    // The previous output's folders are removed in parallel; what is left
    // (and any error) is the scratch folder's to remove.
    if let Ok(entries) = std::fs::read_dir(&previous) {
        let entries: Vec<_> = entries.filter_map(Result::ok).collect();
        entries.par_iter().for_each(|e| {
            let _ = match e.file_type() {
                Ok(t) if t.is_dir() => std::fs::remove_dir_all(e.path()),
                _ => std::fs::remove_file(e.path()),
            };
        });
    }
    let leftover = aside.path().to_path_buf();
    aside.close().map_err(|e| {
        Box::new(
            Diagnostic::error(
                "io/write",
                format!(
                    "the new output is in {}, but the previous one could not be removed from {}: {e}",
                    out.display(),
                    leftover.display()
                ),
            )
            .in_file(&leftover)
            .hint("delete that folder yourself"),
        )
    })
}

/// The folders (parents before their children) and the regular files of
/// the previous output at `target`, by path relative to it; symbolic links
/// neither listed nor followed. The files are those a new file with the
/// same bytes is linked to instead of written again.
fn previous_output(target: &Path) -> (Vec<PathBuf>, HashSet<PathBuf>) {
    let (mut dirs, mut files) = (Vec::new(), HashSet::new());
    let entries = walkdir::WalkDir::new(target)
        .follow_links(false)
        .min_depth(1)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok);
    for e in entries {
        let Ok(rel) = e.path().strip_prefix(target) else {
            continue;
        };
        if e.file_type().is_dir() {
            dirs.push(rel.to_path_buf());
        } else if e.file_type().is_file() {
            files.insert(rel.to_path_buf());
        }
    }
    (dirs, files)
}

/// Makes `path` a hard link to the previous output's file `old` when that
/// holds exactly `bytes`; false (nothing made) otherwise, or when linking
/// fails. The previous file is only read, never changed, so a build that
/// fails later leaves it as it was; an unchanged rebuild then creates no
/// new file, which on ext4 costs far more than reading the old one.
fn link_if_same(old: &Path, path: &Path, bytes: &[u8]) -> bool {
    let same = std::fs::File::open(old).is_ok_and(|mut f| {
        let len = f.metadata().map_or(u64::MAX, |m| m.len());
        let mut held = Vec::with_capacity(bytes.len());
        len == bytes.len() as u64
            && io::Read::read_to_end(&mut f, &mut held).is_ok()
            && held == bytes
    });
    same && std::fs::hard_link(old, path).is_ok()
}

/// The SHA-256 of `bytes` as lower-case hex, of its first `kept` bytes
/// (all 32 at most): how tilebook names and checks content (lock hashes,
/// the examples' table files, the minified scripts' sources).
pub fn digest_hex(bytes: &[u8], kept: usize) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(bytes);
    digest
        .iter()
        .take(kept)
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
#[path = "output_tests.rs"]
mod tests;
