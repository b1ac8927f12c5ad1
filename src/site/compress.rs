//! Precompressed copies of the site's files: beside every text file and
//! every WebAssembly module of the output, a gzip copy (`<file>.gz`) and a
//! brotli copy (`<file>.br`), which `tilebook serve` sends to a browser
//! that accepts them (and which any static file server configured for
//! precompressed files can send too).
//!
//! The copies are deterministic: the same bytes give the same copies (the
//! gzip header holds no time, no file name and a fixed system byte, and
//! both compressors run single-threaded on one file at a time).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use sha2::{Digest, Sha256};

use crate::output::Files;

/// The extensions of the files that get compressed copies: text of every
/// kind the site may hold, and WebAssembly. Images other than SVG, PDFs
/// and the like are compressed already.
const COMPRESSIBLE: [&str; 12] = [
    "html",
    "css",
    "js",
    "mjs",
    "json",
    "svg",
    "xml",
    "txt",
    "map",
    "webmanifest",
    "ico",
    "wasm",
];

/// Brotli's quality (0–11) for the files every page with examples loads:
/// the engine, the scripts and the stylesheet. Few files, loaded on every
/// page, so the slowest and best setting.
const BROTLI_BEST: u32 = 11;

/// Brotli's quality for everything else: the many HTML pages, the tile
/// art and the data. Measured on the shipped site (682 pages, 10.9 MB of
/// HTML, one core): quality 5 takes 2.0 s for 2.43 MB, 9 takes 10.7 s for
/// 2.40 MB and 11 takes 37 s for 2.19 MB; 5 keeps a build within seconds
/// for a page about 1 KB heavier than at 11.
const BROTLI_PAGES: u32 = 5;

/// Brotli's window (log2 of its size): 4 MiB, larger than any of the
/// site's files, so a file is compressed as one whole.
const BROTLI_WINDOW: i32 = 22;

/// Whether `path` gets compressed copies.
pub fn compressible(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| COMPRESSIBLE.contains(&e))
}

/// `path` with `.suffix` added to its name (`a/b.html` → `a/b.html.br`).
pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

/// `bytes` compressed with gzip at its best compression, with a header
/// holding no time and no name.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    tilebook_compress::gzip(bytes)
}

/// `bytes` compressed with brotli at `quality` (0–11).
pub fn brotli(bytes: &[u8], quality: u32) -> Vec<u8> {
    tilebook_compress::brotli(bytes, quality, BROTLI_WINDOW)
}

/// The brotli quality for the file at `path`: [`BROTLI_BEST`] for the
/// engine, scripts and stylesheets, [`BROTLI_PAGES`] for the rest.
fn quality(path: &Path) -> u32 {
    match path.extension().and_then(|e| e.to_str()) {
        Some("wasm" | "js" | "mjs" | "css") => BROTLI_BEST,
        _ => BROTLI_PAGES,
    }
}

/// A file's two copies, as made (before any is left out).
type Copies = (Arc<Vec<u8>>, Arc<Vec<u8>>);

/// What names a file's copies: the SHA-256 of its bytes and the brotli
/// quality they were made at.
type Key = ([u8; 32], u32);

/// The copies the last build in this process made, by [`Key`]: `serve`
/// builds again after every change, which leaves most files as they were;
/// their copies are taken from here rather than made again. The
/// compressors are deterministic, so the bytes are those they would make.
/// Only the last build's copies are kept.
static LAST: Mutex<Option<HashMap<Key, Copies>>> = Mutex::new(None);

/// Adds a gzip copy (`<file>.gz`) and a brotli copy (`<file>.br`) beside
/// every [compressible](compressible) file of `files`, in parallel. A copy
/// that is not smaller than its original is left out: a server would only
/// send more bytes for it, and then sends the original. Files that already
/// end in `.gz` or `.br` are not compressed again.
pub fn add_copies(files: &mut Files) {
    let last = LAST
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
        .unwrap_or_default();
    let made: Vec<(&Path, Key, Copies, usize)> = files
        .par_iter()
        .filter(|(path, _)| compressible(path))
        .map(|(path, bytes)| {
            let quality = quality(path);
            let key = (Sha256::digest(bytes).into(), quality);
            let copies = last
                .get(&key)
                .cloned()
                .unwrap_or_else(|| (Arc::new(gzip(bytes)), Arc::new(brotli(bytes, quality))));
            (path.as_path(), key, copies, bytes.len())
        })
        .collect();
    let mut keep = HashMap::with_capacity(made.len());
    let mut copies = Vec::with_capacity(made.len() * 2);
    for (path, key, (gz, br), len) in made {
        for (suffix, copy) in [("gz", &gz), ("br", &br)] {
            if copy.len() < len {
                copies.push((with_suffix(path, suffix), copy.to_vec()));
            }
        }
        keep.insert(key, (gz, br));
    }
    files.extend(copies);
    *LAST.lock().unwrap_or_else(|e| e.into_inner()) = Some(keep);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn gunzip(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(bytes)
            .read_to_end(&mut out)
            .unwrap();
        out
    }

    fn unbrotli(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        ::brotli::Decompressor::new(bytes, 4096)
            .read_to_end(&mut out)
            .unwrap();
        out
    }

    #[test]
    fn copies_are_made_beside_text_and_wasm_and_decompress_to_the_original() {
        let page = "<p>a page that says the same thing again and again</p>\n".repeat(50);
        let mut files = Files::new();
        files.insert("en/index.html".into(), page.clone().into_bytes());
        files.insert("static/wasm/e_bg.wasm".into(), page.clone().into_bytes());
        files.insert("tiles/D.png".into(), page.clone().into_bytes());
        files.insert("README".into(), page.clone().into_bytes());
        add_copies(&mut files);
        let names: Vec<String> = files.keys().map(|p| p.display().to_string()).collect();
        assert_eq!(
            names,
            [
                "README",
                "en/index.html",
                "en/index.html.br",
                "en/index.html.gz",
                "static/wasm/e_bg.wasm",
                "static/wasm/e_bg.wasm.br",
                "static/wasm/e_bg.wasm.gz",
                "tiles/D.png"
            ]
        );
        for base in ["en/index.html", "static/wasm/e_bg.wasm"] {
            let gz = &files[&with_suffix(Path::new(base), "gz")];
            let br = &files[&with_suffix(Path::new(base), "br")];
            assert_eq!(gunzip(gz), page.as_bytes());
            assert_eq!(unbrotli(br), page.as_bytes());
            assert!(br.len() < page.len() / 10 && gz.len() < page.len() / 10);
        }
    }

    #[test]
    fn a_second_build_gives_the_same_copies_of_unchanged_and_changed_files() {
        let mut first = Files::new();
        first.insert("a.html".into(), "<p>same</p>".repeat(30).into_bytes());
        first.insert("b.css".into(), "p { color: red }\n".repeat(30).into_bytes());
        add_copies(&mut first);
        let mut second = Files::new();
        second.insert("a.html".into(), "<p>same</p>".repeat(30).into_bytes());
        second.insert(
            "b.css".into(),
            "p { color: blue }\n".repeat(30).into_bytes(),
        );
        add_copies(&mut second);
        assert_eq!(
            first[Path::new("a.html.br")],
            second[Path::new("a.html.br")]
        );
        assert_eq!(
            first[Path::new("a.html.gz")],
            second[Path::new("a.html.gz")]
        );
        for (path, bytes) in &second {
            let made = match path.extension().and_then(|e| e.to_str()) {
                Some("gz") => gzip(&second[&path.with_extension("")]),
                Some("br") => brotli(
                    &second[&path.with_extension("")],
                    quality(&path.with_extension("")),
                ),
                _ => continue,
            };
            assert_eq!(bytes, &made, "{} as made afresh", path.display());
        }
        assert_eq!(second.len(), 6);
    }

    #[test]
    fn a_copy_not_smaller_than_its_original_is_left_out() {
        let mut files = Files::new();
        files.insert("a.json".into(), b"{}".to_vec());
        add_copies(&mut files);
        assert_eq!(files.len(), 1, "{:?}", files.keys().collect::<Vec<_>>());
    }

    #[test]
    fn copies_are_the_same_bytes_every_time_with_a_header_without_time_or_name() {
        let text = "tiles, roads and cities; ".repeat(400);
        assert_eq!(gzip(text.as_bytes()), gzip(text.as_bytes()));
        assert_eq!(brotli(text.as_bytes(), 11), brotli(text.as_bytes(), 11));
        let gz = gzip(text.as_bytes());
        // ID1 ID2 CM FLG MTIME(4) XFL OS: deflate, no flags (no name), no time.
        assert_eq!(&gz[..4], &[0x1f, 0x8b, 8, 0]);
        assert_eq!(&gz[4..8], &[0, 0, 0, 0]);
        assert_eq!(gz[9], 255, "the system byte: unknown");
    }
}
