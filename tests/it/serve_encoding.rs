//! `tilebook serve` sends a built file's compressed copy (`.br`, `.gz`) to
//! a client whose `Accept-Encoding` takes it, with `Content-Encoding` and
//! `Vary` (tower-http's `ServeDir`), and the file as it is to any other;
//! HEAD answers as GET would.
//! Every test talks to 127.0.0.1 only.

use std::io::Read;
use std::sync::Arc;

use tilebook::site::serve::{Server, Version};

use crate::common::project_copy;
use crate::serve::{request, serve_with};

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .expect("a gzip body");
    out
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::Decompressor::new(bytes, 4096)
        .read_to_end(&mut out)
        .expect("a brotli body");
    out
}

#[test]
fn the_built_copies_are_sent_to_clients_that_accept_them() {
    let project = project_copy();
    let (served, _, _) = serve_with(project.path(), &["--port", "0"]);
    let port = served.port;
    let site = project.path().join("site");
    for (path, file, kind) in [
        (
            "/en/base/scoring.html",
            "en/base/scoring.html",
            "text/html; charset=utf-8",
        ),
        (
            "/static/site.css",
            "static/site.css",
            "text/css; charset=utf-8",
        ),
        // A folder serves its index.html, and so its copies.
        ("/pl/", "pl/index.html", "text/html; charset=utf-8"),
    ] {
        let raw = std::fs::read(site.join(file)).unwrap();
        for copy in ["br", "gz"] {
            assert!(
                site.join(format!("{file}.{copy}")).is_file(),
                "{file}.{copy} was built"
            );
        }
        let get = |accept: Option<&str>| {
            let header = accept.map(|a| format!("Accept-Encoding: {a}"));
            let headers: Vec<&str> = header.iter().map(String::as_str).collect();
            let r = request(port, "GET", path, &headers);
            assert_eq!(r.status, 200, "{path}");
            assert_eq!(r.header("content-type"), Some(kind), "{path}");
            assert!(
                r.header("vary")
                    .is_some_and(|v| v.eq_ignore_ascii_case("Accept-Encoding")),
                "{path} {accept:?}"
            );
            assert_eq!(
                r.header("content-length"),
                Some(r.body.len().to_string().as_str()),
                "{path} {accept:?}"
            );
            r
        };
        // Chromium's header over HTTPS: brotli preferred.
        let r = get(Some("gzip, deflate, br, zstd"));
        assert_eq!(r.header("content-encoding"), Some("br"), "{path}");
        assert_eq!(
            unbrotli(&r.body),
            raw,
            "{path}: the brotli body is the file"
        );
        assert!(
            r.body.len() < raw.len() / 2,
            "{path}: {} bytes",
            r.body.len()
        );
        // Without brotli, or with brotli refused or weighed lower: gzip.
        for accept in [
            "gzip, deflate",
            "br;q=0, gzip",
            "br;q=0.2, gzip;q=0.9",
            "x-gzip",
        ] {
            let r = get(Some(accept));
            assert_eq!(
                r.header("content-encoding"),
                Some("gzip"),
                "{path} {accept}"
            );
            assert_eq!(gunzip(&r.body), raw, "{path} {accept}");
        }
        // No header, nothing the server has, or everything refused: the file.
        for accept in [
            None,
            Some("deflate"),
            Some("br;q=0, gzip;q=0"),
            Some("*;q=0"),
            Some("identity"),
        ] {
            let r = get(accept);
            assert_eq!(r.header("content-encoding"), None, "{path} {accept:?}");
            assert_eq!(r.body, raw, "{path} {accept:?}");
        }
        // HEAD: GET's head, without the body.
        for accept in ["br", "gzip", "identity"] {
            let header = format!("Accept-Encoding: {accept}");
            let got = request(port, "GET", path, &[&header]);
            let head = request(port, "HEAD", path, &[&header]);
            assert_eq!(head.status, 200);
            assert_eq!(head.headers, got.headers, "{path} {accept}");
            assert!(head.body.is_empty(), "{path} {accept}: HEAD has no body");
            assert_ne!(head.header("content-length"), Some("0"));
        }
    }
    // The pages serve builds carry the live-reload script: so do their
    // copies, which are made of exactly what is written.
    let r = request(port, "GET", "/en/index.html", &["Accept-Encoding: br"]);
    let page = String::from_utf8(unbrotli(&r.body)).unwrap();
    assert!(
        page.contains("__livereload.js"),
        "the script is in the copy"
    );
    // What serve makes up itself has no copies and does not vary.
    let r = request(port, "GET", "/__livereload.js", &["Accept-Encoding: br"]);
    assert_eq!((r.status, r.header("content-encoding")), (200, None));
    assert_eq!(r.header("vary"), None);
}

#[test]
fn a_copy_is_sent_only_for_its_file_and_by_name_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let page = "<p>a page, a page, a page</p>\n".repeat(40);
    std::fs::write(root.join("a.html"), &page).unwrap();
    let gz = tilebook::site::compress::gzip(page.as_bytes());
    std::fs::write(root.join("a.html.gz"), &gz).unwrap();
    // A copy without its file, and a file without copies.
    std::fs::write(
        root.join("gone.html.br"),
        tilebook::site::compress::brotli(b"x", 5),
    )
    .unwrap();
    std::fs::write(root.join("plain.txt"), "plain").unwrap();
    let server = Server::bind(
        "127.0.0.1:0".parse().unwrap(),
        root.to_path_buf(),
        Arc::new(Version::new(1)),
    )
    .unwrap();
    let port = server.addr().unwrap().port();
    std::thread::spawn(move || server.run());
    // Only a gzip copy: sent to a client that prefers brotli but takes gzip.
    let r = request(port, "GET", "/a.html", &["Accept-Encoding: br, gzip"]);
    assert_eq!(r.header("content-encoding"), Some("gzip"));
    assert_eq!(r.body, gz);
    assert_eq!(gunzip(&r.body), page.as_bytes());
    // Only brotli accepted, and there is no brotli copy: the file itself.
    let r = request(port, "GET", "/a.html", &["Accept-Encoding: br"]);
    assert_eq!(r.header("content-encoding"), None);
    assert!(
        r.header("vary")
            .is_some_and(|v| v.eq_ignore_ascii_case("accept-encoding"))
    );
    assert_eq!(r.body, page.as_bytes());
    // A name with no file is not served from a copy.
    let r = request(port, "GET", "/gone.html", &["Accept-Encoding: br"]);
    assert_eq!(r.status, 404);
    // A copy asked for by name is sent as it is, not encoded.
    let r = request(port, "GET", "/a.html.gz", &["Accept-Encoding: gzip"]);
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), Some("application/gzip"));
    assert_eq!(r.header("content-encoding"), None);
    assert_eq!(r.body, gz);
    // A file without copies: as it is.
    let r = request(port, "GET", "/plain.txt", &["Accept-Encoding: br, gzip"]);
    assert_eq!(r.header("content-encoding"), None);
    assert_eq!(r.body, b"plain");
    let head = request(port, "HEAD", "/plain.txt", &[]);
    assert_eq!(head.header("content-length"), Some("5"));
    assert!(head.body.is_empty());
}
