//! `tilebook serve` on loopback: it serves the built site and nothing else,
//! refuses traversal (plain and percent-encoded), answers a bounded burst of
//! concurrent requests, and rebuilds when a watched file changes.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::project_copy;

struct Served {
    child: Child,
    port: u16,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn serve(root: &std::path::Path) -> Served {
    let port = free_port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .args([
            "--root",
            root.to_str().unwrap(),
            "--color",
            "never",
            "serve",
            "--port",
            &port.to_string(),
        ])
        .args(["--out", root.join("site").to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let line = lines.next().expect("serve prints until it serves").unwrap();
        if line.starts_with("serving ") {
            assert!(
                line.contains(&format!("http://127.0.0.1:{port}/")),
                "{line}"
            );
            break;
        }
        assert!(Instant::now() < deadline, "serve did not start");
    }
    // Keep draining stdout so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Served { child, port }
}

/// Sends a raw request line (no client-side normalization) and returns the
/// status code and body.
fn raw_get(port: u16, path: &str) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    let _ = s.read_to_string(&mut response);
    let status = response
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

#[test]
fn serves_the_site_refuses_traversal_and_survives_a_burst() {
    let project = project_copy();
    std::fs::write(project.path().join("secret.txt"), "top secret").unwrap();
    let served = serve(project.path());
    let port = served.port;
    let (status, body) = raw_get(port, "/ro/base/fields.html");
    assert_eq!(status, 200);
    assert!(body.contains("<html lang=\"ro\""));
    assert_eq!(raw_get(port, "/").0, 200);
    for evil in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/en/..%2f..%2fsecret.txt",
        "/en/%2e%2e/%2e%2e/secret.txt",
        "/..%5csecret.txt",
        "/%00/secret.txt",
        "//etc/passwd",
    ] {
        let (status, body) = raw_get(port, evil);
        assert_eq!(status, 404, "{evil}");
        assert!(
            !body.contains("top secret") && !body.contains("root:"),
            "{evil}"
        );
    }
    // A localized 404 inside a locale.
    let (status, body) = raw_get(port, "/pl/nothing-here.html");
    assert_eq!(status, 404);
    assert!(body.contains("<html lang=\"pl\""));
    // A bounded burst: 16 clients, 25 requests each, within a time limit.
    let start = Instant::now();
    let handles: Vec<_> = (0..16)
        .map(|i| {
            std::thread::spawn(move || {
                let pages = [
                    "/en/index.html",
                    "/static/site.css",
                    "/hu/base/scoring.html",
                    "/tiles/D.svg",
                    "/pt-BR/search.json",
                ];
                (0..25)
                    .filter(|j| raw_get(port, pages[(i + j) % pages.len()]).0 == 200)
                    .count()
            })
        })
        .collect();
    let ok: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
    assert_eq!(ok, 400, "every request of the burst answered");
    assert!(start.elapsed() < Duration::from_secs(60));
}

#[test]
fn a_change_in_the_project_rebuilds_and_bumps_the_version() {
    let project = project_copy();
    let served = serve(project.path());
    let port = served.port;
    let (_, v1) = raw_get(port, "/__version");
    let (_, script) = raw_get(port, "/__livereload.js");
    assert!(script.contains("__version"));
    let file = project.path().join("locales/en/ui.ftl");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("site-home = Home", "site-home = Start")).unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let (_, v2) = raw_get(port, "/__version");
        if v2 != v1 {
            break;
        }
        assert!(Instant::now() < deadline, "no rebuild after a change");
    }
    let (_, page) = raw_get(port, "/en/index.html");
    assert!(page.contains("Start"), "the rebuilt page shows the change");
}
