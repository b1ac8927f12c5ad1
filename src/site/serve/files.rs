//! What a request's path and headers ask of the site folder: the file
//! (never outside the folder), its content type, and the content coding to
//! send it in.

use std::path::{Component, Path, PathBuf};

use percent_encoding::percent_decode_str;

/// The file a request path names under `root`, or `None` when the path
/// leaves the root, is malformed, or names nothing. A folder serves its
/// `index.html`.
pub fn resolve(root: &Path, url_path: &str) -> Option<PathBuf> {
    let path = url_path.split(['?', '#']).next().unwrap_or("");
    let decoded = percent_decode_str(path).decode_utf8().ok()?;
    if decoded.contains('\0') || decoded.contains('\\') {
        return None;
    }
    let mut out = root.to_path_buf();
    for comp in Path::new(decoded.trim_start_matches('/')).components() {
        match comp {
            Component::Normal(c) => out.push(c),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if out.is_dir() {
        out.push("index.html");
    }
    // Symbolic links must not lead out of the site either.
    let canon = out.canonicalize().ok()?;
    let root = root.canonicalize().ok()?;
    (canon.starts_with(&root) && canon.is_file()).then_some(canon)
}

/// The content type of a file, by extension.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("wasm") => "application/wasm",
        Some("png") => "image/png",
        Some("pdf") => "application/pdf",
        Some("txt") => "text/plain; charset=utf-8",
        Some("xml") => "application/xml",
        Some("webmanifest") => "application/manifest+json",
        Some("ico") => "image/x-icon",
        Some("gz") => "application/gzip",
        _ => "application/octet-stream",
    }
}

/// The weight (`q`, in thousandths) a request's `Accept-Encoding` gives
/// `coding` (a lower-case token): its own entry's, else that of `*`, else
/// none (a coding not named is not acceptable). `q=0` refuses. An entry
/// whose weight is malformed counts as refusing.
fn weight_of(accept: &str, coding: &str) -> Option<u16> {
    let mut star = None;
    for entry in accept.split(',') {
        let mut parts = entry.split(';');
        let name = parts.next().unwrap_or("").trim();
        if name.is_empty() {
            continue;
        }
        let mut q = Some(1000);
        for param in parts {
            let Some((key, value)) = param.split_once('=') else {
                continue;
            };
            if key.trim().eq_ignore_ascii_case("q") {
                q = qvalue(value.trim());
            }
        }
        let q = q.unwrap_or(0);
        if name.eq_ignore_ascii_case(coding) {
            return Some(q);
        }
        if name == "*" && star.is_none() {
            star = Some(q);
        }
    }
    star
}

/// A weight as RFC 9110 writes it (`0`, `0.5`, `1.000`: at most three
/// decimals, at most 1), in thousandths; `None` when malformed.
fn qvalue(text: &str) -> Option<u16> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{frac:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// The coding to send a file in, for a request whose `Accept-Encoding` is
/// `accept`, when the file has a brotli copy (`has_br`) and a gzip copy
/// (`has_gz`): the copy whose coding the request weighs highest (brotli
/// on a tie, as it is smaller), unless the request refuses it (`q=0`,
/// named or through `*`) or weighs `identity` higher; the file as it is
/// without the header, or when no copy is acceptable.
pub fn negotiate(accept: Option<&str>, has_br: bool, has_gz: bool) -> Coding {
    let Some(accept) = accept else {
        return Coding::Identity;
    };
    let weigh = |has: bool, token: &str| {
        if has {
            weight_of(accept, token).unwrap_or(0)
        } else {
            0
        }
    };
    let br = weigh(has_br, "br");
    // `x-gzip` is the same coding (RFC 9110, 8.4.1.3).
    let gz = weigh(has_gz, "gzip").max(weigh(has_gz, "x-gzip"));
    let (best, q) = if br >= gz {
        (Coding::Brotli, br)
    } else {
        (Coding::Gzip, gz)
    };
    // Identity is acceptable unless refused; it wins only when the
    // request names it (or `*`) with a higher weight.
    let identity = weight_of(accept, "identity").unwrap_or(0);
    if q == 0 || identity > q {
        Coding::Identity
    } else {
        best
    }
}

/// A content coding the server sends a file in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    /// Brotli (`br`), from the file's `.br` copy.
    Brotli,
    /// Gzip (`gzip`), from the file's `.gz` copy.
    Gzip,
    /// The file as it is.
    Identity,
}

impl Coding {
    /// Its token in `Content-Encoding`; none for the file as it is.
    pub fn token(self) -> Option<&'static str> {
        match self {
            Coding::Brotli => Some("br"),
            Coding::Gzip => Some("gzip"),
            Coding::Identity => None,
        }
    }

    /// The suffix of the file's copy in this coding (`.br`, `.gz`).
    pub(super) fn suffix(self) -> Option<&'static str> {
        match self {
            Coding::Brotli => Some("br"),
            Coding::Gzip => Some("gz"),
            Coding::Identity => None,
        }
    }
}
