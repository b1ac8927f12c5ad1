//! `tilebook serve` on loopback: it serves the built site and nothing else,
//! refuses traversal (plain and percent-encoded), answers a bounded burst of
//! concurrent requests, and rebuilds when a watched file changes. The
//! server keeps its bounds: request heads (431), connections at once, idle
//! connections (closed after a timeout). Every test talks to 127.0.0.1 only.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tilebook::site::serve::{Limits, Server, Version};

use crate::common::{self, project_copy};

/// A `tilebook serve` child process, killed when dropped.
pub(crate) struct Served {
    child: Child,
    /// The port it serves on.
    pub(crate) port: u16,
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

fn serve(root: &Path) -> Served {
    let port = free_port();
    let (served, line, _) = serve_with(root, &["--port", &port.to_string()]);
    assert!(
        line.contains(&format!("http://127.0.0.1:{port}/")),
        "{line}"
    );
    served
}

/// Starts `serve ARGS --out ROOT/site` and waits until it serves; gives
/// back the server, its "serving …" line, and what it wrote to stderr.
pub(crate) fn serve_with(root: &Path, args: &[&str]) -> (Served, String, Arc<Mutex<String>>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .args([
            "--root",
            root.to_str().unwrap(),
            "--color",
            "never",
            "serve",
        ])
        .args(args)
        .args(["--out", root.join("site").to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = Arc::new(Mutex::new(String::new()));
    let sink = stderr.clone();
    let mut err = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n @ 1..) = err.read(&mut buf) {
            sink.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    });
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let deadline = Instant::now() + Duration::from_secs(120);
    let line = loop {
        let line = lines.next().expect("serve prints until it serves").unwrap();
        if line.starts_with("serving ") {
            break line;
        }
        assert!(Instant::now() < deadline, "serve did not start");
    };
    // Keep draining stdout so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    let port = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|addr| addr.parse::<SocketAddr>().ok())
        .map(|addr| addr.port())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (Served { child, port }, line, stderr)
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
    // A locale's folder asked for without its slash is redirected to it,
    // so that its relative links resolve; HEAD gives GET's length.
    let r = request(port, "GET", "/en", &[]);
    assert_eq!((r.status, r.header("location")), (307, Some("/en/")));
    for path in ["/", "/en/", "/en/base/scoring.html", "/static/site.css"] {
        let get = request(port, "GET", path, &[]);
        let head = request(port, "HEAD", path, &[]);
        let len = get.body.len().to_string();
        assert_eq!(head.header("content-length"), Some(len.as_str()), "{path}");
        assert!(head.body.is_empty() && get.body.len() > 1000, "{path}");
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

/// A live-reload stream as the client reads it: its body, one chunk of
/// the chunked transfer coding at a time.
pub(crate) struct Events(BufReader<TcpStream>);

impl Events {
    /// The next chunk of the body: `Ok(None)` at its end.
    fn chunk(&mut self) -> std::io::Result<Option<String>> {
        let mut size = String::new();
        if self.0.read_line(&mut size)? == 0 {
            return Ok(None);
        }
        let size = usize::from_str_radix(size.trim_end(), 16).expect("a chunk size");
        if size == 0 {
            return Ok(None);
        }
        let mut data = vec![0u8; size + 2];
        self.0.read_exact(&mut data)?;
        assert!(data.ends_with(b"\r\n"), "a chunk ends its line");
        data.truncate(size);
        Ok(Some(String::from_utf8(data).unwrap()))
    }

    /// The rest of the body, until the server ends the stream.
    fn rest(&mut self) -> String {
        let mut rest = String::new();
        while let Some(chunk) = self.chunk().unwrap() {
            rest.push_str(&chunk);
        }
        rest
    }
}

/// Opens the live-reload stream; returns it after its head, and the
/// version it sent first.
fn events(port: u16) -> (Events, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    write!(s, "GET /__events HTTP/1.1\r\nHost: localhost\r\n\r\n").unwrap();
    let mut r = BufReader::new(s);
    let mut head = String::new();
    loop {
        let mut line = String::new();
        r.read_line(&mut line).unwrap();
        if line == "\r\n" || line.is_empty() {
            break;
        }
        head.push_str(&line);
    }
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("Content-Type: text/event-stream"), "{head}");
    assert!(head.contains("Transfer-Encoding: chunked"), "{head}");
    let mut events = Events(r);
    let first = next_event(&mut events);
    (events, first)
}

/// The data of the next event on a live-reload stream (comments skipped).
fn next_event(r: &mut Events) -> String {
    loop {
        let chunk = r.chunk().unwrap().expect("the stream ended");
        if let Some(data) = chunk.lines().find_map(|l| l.strip_prefix("data: ")) {
            return data.to_string();
        }
    }
}

#[test]
fn a_successful_rebuild_is_pushed_to_open_pages_and_a_failed_one_is_not() {
    let project = project_copy();
    let (served, _, stderr) = serve_with(project.path(), &["--port", "0"]);
    let port = served.port;
    let (_, script) = raw_get(port, "/__livereload.js");
    assert!(script.contains("new EventSource('/__events')"), "{script}");
    let (mut stream, v1) = events(port);
    // A page is still served while a stream is open.
    assert_eq!(raw_get(port, "/en/index.html").0, 200);
    // A change that breaks the build: no event; the old site stays.
    let file = project.path().join("locales/en/ui.ftl");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, format!("{text}\nbroken = {{\n")).unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while !stderr.lock().unwrap().contains("l10n/syntax") {
        assert!(
            Instant::now() < deadline,
            "the broken file was not reported"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    // Then a good change: the next event is the new version (the failed
    // build would have sent one before it).
    std::fs::write(&file, text.replace("site-home = Home", "site-home = Start")).unwrap();
    let v2 = next_event(&mut stream);
    assert_eq!(
        v2.parse::<u64>().unwrap(),
        v1.parse::<u64>().unwrap() + 1,
        "one event, for the good build only"
    );
    let (_, page) = raw_get(port, "/en/index.html");
    assert!(page.contains("Start"), "the rebuilt page shows the change");
    assert_eq!(raw_get(port, "/__version").1, v2);
}

#[test]
fn port_0_prints_the_port_it_bound_and_a_public_host_is_warned_about() {
    let project = project_copy();
    let (served, line, stderr) = serve_with(project.path(), &["--port", "0"]);
    assert_ne!(served.port, 0, "{line}");
    assert!(line.contains(&format!("http://127.0.0.1:{}/", served.port)));
    assert_eq!(raw_get(served.port, "/en/index.html").0, 200);
    assert!(
        !stderr
            .lock()
            .unwrap()
            .contains("reachable from other machines"),
        "no warning on loopback"
    );
    drop(served);
    // Listening on every interface (only ever contacted on loopback here).
    let (served, line, stderr) = serve_with(project.path(), &["--port", "0", "--host", "0.0.0.0"]);
    assert!(
        line.contains(&format!("http://0.0.0.0:{}/", served.port)),
        "{line}"
    );
    assert_eq!(raw_get(served.port, "/__version").0, 200);
    let err = stderr.lock().unwrap().clone();
    assert!(
        err.contains("warning: --host 0.0.0.0") && err.contains("reachable from other machines"),
        "{err}"
    );
}

#[test]
fn an_output_inside_a_watched_folder_is_refused_before_serving() {
    let project = project_copy();
    let root = project.path();
    let before = common::files_under(&root.join("data"));
    for out in [root.join("data/site"), root.join("templates")] {
        let result = Command::new(env!("CARGO_BIN_EXE_tilebook"))
            .args(["--root", root.to_str().unwrap(), "--color", "never"])
            .args(["serve", "--port", "0", "--out", out.to_str().unwrap()])
            .output()
            .unwrap();
        assert_eq!(result.status.code(), Some(2));
        let err = String::from_utf8_lossy(&result.stderr);
        assert!(err.contains("io/out-in-project"), "{err}");
        assert!(err.contains(out.to_str().unwrap()), "{err}");
        assert!(
            !String::from_utf8_lossy(&result.stdout).contains("serving"),
            "it never serves"
        );
    }
    // Relative to the current folder, as typed.
    let result = Command::new(env!("CARGO_BIN_EXE_tilebook"))
        .current_dir(root)
        .args([
            "--color",
            "never",
            "serve",
            "--port",
            "0",
            "--out",
            "data/site",
        ])
        .output()
        .unwrap();
    assert_eq!(result.status.code(), Some(2));
    assert_eq!(
        common::files_under(&root.join("data")),
        before,
        "data untouched"
    );
    assert!(!root.join("data/site").exists());
}

/// A small site served in this process within `limits`: its folder, its
/// port and its version.
fn small_server(limits: Limits) -> (tempfile::TempDir, u16, Arc<Version>) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "<p>hello</p>").unwrap();
    std::fs::create_dir(dir.path().join("en")).unwrap();
    std::fs::write(
        dir.path().join("en/index.html"),
        "<a href=\"base/\">base</a>",
    )
    .unwrap();
    std::fs::write(dir.path().join("en/404.html"), "<p>en: not here</p>").unwrap();
    let version = Arc::new(Version::new(7));
    let server = Server::bind_with(
        "127.0.0.1:0".parse().unwrap(),
        dir.path().to_path_buf(),
        version.clone(),
        limits,
    )
    .unwrap();
    let port = server.addr().unwrap().port();
    std::thread::spawn(move || server.run());
    (dir, port, version)
}

/// One response: status, headers (names lower-cased) and body.
pub(crate) struct Response {
    pub(crate) status: u16,
    pub(crate) headers: Vec<(String, String)>,
    pub(crate) body: Vec<u8>,
}

impl Response {
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `METHOD path` with `headers` (raw lines) on a connection of its
/// own and reads the whole response, body as bytes.
pub(crate) fn request(port: u16, method: &str, path: &str, headers: &[&str]) -> Response {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let extra: String = headers.iter().map(|h| format!("{h}\r\n")).collect();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\n{extra}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete head");
    let head = String::from_utf8(raw[..end].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.trim().to_ascii_lowercase(), v.trim().to_string())
        })
        .collect();
    Response {
        status,
        headers,
        body: raw[end + 4..].to_vec(),
    }
}

/// Reads one response (status and body) from a kept-alive connection.
fn read_response(s: &mut TcpStream) -> (u16, String) {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        assert_eq!(s.read(&mut byte).unwrap(), 1, "the connection stays open");
        head.push(byte[0]);
    }
    let head = String::from_utf8(head).unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let len: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Length: "))
        .unwrap()
        .parse()
        .unwrap();
    let mut body = vec![0u8; len];
    s.read_exact(&mut body).unwrap();
    (status, String::from_utf8(body).unwrap())
}

#[test]
fn an_oversize_request_head_gets_431_and_is_not_read_further() {
    let (_site, port, _) = small_server(Limits {
        max_head: 8 * 1024,
        max_connections: 4,
        idle_timeout: Duration::from_secs(5),
        ..Limits::default()
    });
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(3))).unwrap();
    let mut writer = s.try_clone().unwrap();
    // Up to 256 MB of one header; the server must stop reading long before.
    let sent = std::thread::spawn(move || {
        let mut sent = 0usize;
        if writer
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: ")
            .is_err()
        {
            return sent;
        }
        let chunk = vec![b'a'; 64 * 1024];
        while sent < 256 << 20 {
            match writer.write(&chunk) {
                Ok(n) => sent += n,
                Err(_) => break,
            }
        }
        sent
    });
    let mut response = Vec::new();
    let _ = s.read_to_end(&mut response);
    let response = String::from_utf8_lossy(&response);
    assert!(response.starts_with("HTTP/1.1 431 "), "{response}");
    assert!(response.contains("Connection: close"), "{response}");
    let sent = sent.join().unwrap();
    assert!(
        sent < 64 << 20,
        "the server kept reading: {} MB went in",
        sent >> 20
    );
    // The server still answers others.
    assert_eq!(raw_get(port, "/").0, 200);
    // Too many headers is refused the same way.
    let many: String = (0..100).map(|i| format!("X-{i}: y\r\n")).collect();
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(s, "GET / HTTP/1.1\r\n{many}\r\n").unwrap();
    let mut response = String::new();
    let _ = s.read_to_string(&mut response);
    assert!(response.starts_with("HTTP/1.1 431 "), "{response}");
}

#[test]
fn idle_connections_are_closed_after_the_timeout_and_bound_the_rest() {
    let idle = Duration::from_millis(600);
    let (_site, port, _) = small_server(Limits {
        max_head: 8 * 1024,
        max_connections: 3,
        idle_timeout: idle,
        ..Limits::default()
    });
    // Three connections that send nothing take every slot …
    let start = Instant::now();
    let mut hogs: Vec<TcpStream> = (0..3)
        .map(|_| TcpStream::connect(("127.0.0.1", port)).unwrap())
        .collect();
    // … (one of them sent half a request) …
    hogs[2].write_all(b"GET / HTTP/1.1\r\nHo").unwrap();
    // … so a fresh request waits for a slot, no longer than the timeout.
    let (status, body) = raw_get(port, "/");
    let waited = start.elapsed();
    assert_eq!((status, body.as_str()), (200, "<p>hello</p>"));
    assert!(
        waited >= idle / 2,
        "served beyond the limit after {waited:?}"
    );
    assert!(waited < idle * 5, "waited {waited:?}");
    for hog in &mut hogs {
        hog.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut rest = String::new();
        hog.read_to_string(&mut rest).expect("closed, not reset");
        assert_eq!(rest, "", "an idle connection is closed without a word");
    }
    assert!(start.elapsed() < idle * 5);
}

#[test]
fn a_kept_alive_connection_serves_several_requests() {
    let (_site, port, _) = small_server(Limits::default());
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(b"GET /__version HTTP/1.1\r\nHost: x\r\n\r\nGET /index.html?x=1 HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    assert_eq!(read_response(&mut s), (200, "7".to_string()));
    assert_eq!(read_response(&mut s), (200, "<p>hello</p>".to_string()));
    s.write_all(b"HEAD / HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let mut head = [0u8; 15];
    s.read_exact(&mut head).unwrap();
    assert_eq!(&head, b"HTTP/1.1 200 OK");
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(b"DELETE / HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let mut response = String::new();
    s.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 405 "), "{response}");
    assert!(response.contains("Connection: close"), "{response}");
    assert!(response.contains("Allow: GET, HEAD"), "{response}");
}

/// Reads a live-reload stream for `wait`: it must stay open and send
/// nothing meanwhile.
fn stays_open(stream: &mut Events, wait: Duration) {
    stream.0.get_ref().set_read_timeout(Some(wait)).unwrap();
    let err = match stream.chunk() {
        Ok(chunk) => panic!("the stream got {chunk:?}"),
        Err(e) => e,
    };
    assert!(
        matches!(
            err.kind(),
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
        ),
        "{err}"
    );
}

#[test]
fn streams_whose_pages_closed_do_not_end_an_older_one() {
    let limits = Limits {
        max_streams: 2,
        ..Limits::default()
    };
    let (_dir, port, _) = small_server(limits);
    let (mut first, _) = events(port);
    // Another tab goes through three pages: each page's stream closes
    // before the next opens, so only one newer stream is ever open.
    for _ in 0..3 {
        let (page, _) = events(port);
        drop(page);
        std::thread::sleep(Duration::from_millis(1500));
    }
    stays_open(&mut first, Duration::from_millis(1500));
}

#[test]
fn a_new_live_reload_stream_past_the_bound_ends_the_oldest() {
    let limits = Limits {
        max_streams: 2,
        ..Limits::default()
    };
    let (_dir, port, _) = small_server(limits);
    let (mut first, v) = events(port);
    assert_eq!(v, "7");
    let (mut second, _) = events(port);
    // A third stream is served; the first is told to stop, then ends.
    let (_third, v) = events(port);
    assert_eq!(v, "7");
    let rest = first.rest();
    assert!(rest.contains("event: bye\n"), "{rest:?}");
    // The second stays open.
    stays_open(&mut second, Duration::from_millis(1500));
    // Pages are served all along.
    assert_eq!(raw_get(port, "/index.html").0, 200);
}

#[test]
fn a_version_bump_reaches_an_open_stream_at_once() {
    let (_dir, port, version) = small_server(Limits::default());
    let (mut stream, v) = events(port);
    assert_eq!(v, "7");
    version.bump();
    assert_eq!(next_event(&mut stream), "8");
    assert_eq!(request(port, "GET", "/__version", &[]).body, b"8");
}

#[test]
fn head_answers_with_the_head_of_get() {
    let (_dir, port, _) = small_server(Limits::default());
    for path in [
        "/",
        "/index.html",
        "/en/",
        "/__version",
        "/__livereload.js",
        "/en/gone.html",
    ] {
        let get = request(port, "GET", path, &[]);
        let head = request(port, "HEAD", path, &[]);
        assert_eq!(head.status, get.status, "{path}");
        assert!(head.body.is_empty(), "{path}: HEAD has no body");
        let len = get.body.len().to_string();
        assert_eq!(get.header("content-length"), Some(len.as_str()), "{path}");
        assert_eq!(head.header("content-length"), Some(len.as_str()), "{path}");
        assert_ne!(len, "0", "{path}");
    }
}

#[test]
fn a_folder_without_its_slash_is_redirected_to_it() {
    let (_dir, port, _) = small_server(Limits::default());
    for method in ["GET", "HEAD"] {
        let r = request(port, method, "/en", &[]);
        assert!(
            matches!(r.status, 301 | 307 | 308),
            "{method}: {}",
            r.status
        );
        assert_eq!(r.header("location"), Some("/en/"), "{method}");
    }
    let r = request(port, "GET", "/en?x=1", &[]);
    assert_eq!(r.header("location"), Some("/en/?x=1"));
    let r = request(port, "GET", "/en/", &[]);
    assert_eq!(r.status, 200);
    assert_eq!(r.body, b"<a href=\"base/\">base</a>");
    // Not a folder: no redirect; the locale's 404 page.
    let r = request(port, "GET", "/en/gone", &[]);
    assert_eq!(
        (r.status, r.body.as_slice()),
        (404, &b"<p>en: not here</p>"[..])
    );
}

#[test]
fn an_unchanged_file_asked_for_again_gets_304() {
    let (dir, port, _) = small_server(Limits::default());
    let first = request(port, "GET", "/index.html", &[]);
    assert_eq!(first.status, 200);
    assert_eq!(first.header("cache-control"), Some("no-cache"));
    let etag = first.header("etag").expect("an ETag").to_string();
    let modified = first.header("last-modified").expect("a date").to_string();
    let if_none_match = format!("If-None-Match: {etag}");
    let if_modified = format!("If-Modified-Since: {modified}");
    for header in [&if_none_match, &if_modified] {
        let r = request(port, "GET", "/index.html", &[header]);
        assert_eq!(r.status, 304, "{header}");
        assert!(r.body.is_empty(), "{header}");
    }
    // Rebuilt with other bytes: the tag no longer matches.
    std::fs::write(dir.path().join("index.html"), "<p>hello again</p>").unwrap();
    let r = request(port, "GET", "/index.html", &[&if_none_match]);
    assert_eq!(
        (r.status, r.body.as_slice()),
        (200, &b"<p>hello again</p>"[..])
    );
    assert_ne!(r.header("etag"), Some(etag.as_str()));
}
