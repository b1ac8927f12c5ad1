//! Writing the site atomically: every file goes into a staging folder next
//! to the output, which replaces the old output in two renames only once
//! everything is written. A failed build leaves the previous site as it was.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

/// The files of a site, by path relative to its root, in sorted order.
pub type Files = BTreeMap<PathBuf, Vec<u8>>;

fn sibling(out: &Path, tag: &str) -> PathBuf {
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".into());
    out.with_file_name(format!(".{name}.{tag}-{}", std::process::id()))
}

/// Writes `files` to `out`, replacing what was there only when all of them
/// are written.
pub fn write_atomically(out: &Path, files: &Files) -> io::Result<()> {
    if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let staging = sibling(out, "new");
    let _ = std::fs::remove_dir_all(&staging);
    let result = (|| {
        for (rel, bytes) in files {
            let path = staging.join(rel);
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&path, bytes)?;
        }
        let old = sibling(out, "old");
        let _ = std::fs::remove_dir_all(&old);
        let had_old = out.exists();
        if had_old {
            std::fs::rename(out, &old)?;
        }
        if let Err(e) = std::fs::rename(&staging, out) {
            if had_old {
                let _ = std::fs::rename(&old, out);
            }
            return Err(e);
        }
        if had_old {
            let _ = std::fs::remove_dir_all(&old);
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&staging);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_whole_output() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        let mut files = Files::new();
        files.insert("a/index.html".into(), b"one".to_vec());
        write_atomically(&out, &files).unwrap();
        assert_eq!(std::fs::read(out.join("a/index.html")).unwrap(), b"one");
        let mut files = Files::new();
        files.insert("b.html".into(), b"two".to_vec());
        write_atomically(&out, &files).unwrap();
        assert!(!out.join("a/index.html").exists());
        assert_eq!(std::fs::read(out.join("b.html")).unwrap(), b"two");
        // No staging folders left behind.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("site")]);
    }
}
