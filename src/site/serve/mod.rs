//! A small static file server for `tilebook serve`: only files under the
//! site folder, no `..` or encoded traversal, 404 for anything else, and a
//! live-reload event stream the pages listen to.
//!
//! It speaks just enough HTTP/1.1 (GET and HEAD, keep-alive) on plain
//! `std::net`, with every resource bounded ([`Limits`]): a request head
//! larger than `max_head` bytes is answered 431 and never read further; at
//! most `max_connections` connections are served at once (more wait, unread,
//! in the listen queue until one is free); a connection that takes longer
//! than `idle_timeout` to send a request, or sits idle that long between
//! requests, is closed; at most `max_streams` of them hold a live-reload
//! stream open (a newer one ends the oldest).

use std::collections::BTreeSet;
use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// The script pages load in `serve` mode: it listens to the server's
/// event stream, which sends the build version when it connects and again
/// after every successful rebuild, and reloads the page when the version
/// changes (also after a reconnect that missed a rebuild).
pub const LIVERELOAD_JS: &str = "(() => {\n  let seen = null;\n  const events = new EventSource('/__events');\n  events.onmessage = (e) => {\n    if (seen !== null && e.data !== seen) location.reload();\n    seen = e.data;\n  };\n  // Too many pages open: the server asks the oldest to stop listening.\n  events.addEventListener('bye', () => events.close());\n})();\n";

/// How often a live-reload stream sends a comment line, so that proxies
/// keep the stream open.
mod files;

pub use files::{Coding, content_type, negotiate, resolve};

const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How often a live-reload stream looks whether its client left, or a
/// newer stream took its place.
const WATCH: Duration = Duration::from_secs(1);

/// The version of the served site: bumped after every successful rebuild;
/// live-reload streams wait on it.
#[derive(Debug, Default)]
pub struct Version {
    value: Mutex<u64>,
    changed: Condvar,
}

impl Version {
    /// A version starting at `value`.
    pub fn new(value: u64) -> Version {
        Version {
            value: Mutex::new(value),
            changed: Condvar::new(),
        }
    }

    /// The current version.
    pub fn get(&self) -> u64 {
        *self.value.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Moves to the next version and wakes every stream.
    pub fn bump(&self) {
        *self.value.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        self.changed.notify_all();
    }

    /// Waits until the version is no longer `seen`, at most `timeout`;
    /// returns the version then.
    pub fn wait_past(&self, seen: u64, timeout: Duration) -> u64 {
        let guard = self.value.lock().unwrap_or_else(|e| e.into_inner());
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, timeout, |v| *v == seen)
            .unwrap_or_else(|e| e.into_inner());
        *guard
    }
}

/// The bounds the server keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest request head (request line and headers), in bytes; a larger
    /// one is answered 431 and the connection closed.
    pub max_head: usize,
    /// Connections served at once; further ones wait in the listen queue.
    pub max_connections: usize,
    /// How long a connection may take to send a request head, or sit idle
    /// between requests, before it is closed; also the limit on each write.
    pub idle_timeout: Duration,
    /// Live-reload streams held open at once (each holds a connection);
    /// a newer one ends the oldest.
    pub max_streams: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_head: 16 * 1024,
            max_connections: 64,
            idle_timeout: Duration::from_secs(10),
            max_streams: 16,
        }
    }
}

/// The most request headers read; more are answered 431.
const MAX_HEADERS: usize = 64;

/// How much of a refused request is read and dropped before closing, so
/// the client sees the answer rather than a reset connection.
const LINGER_BYTES: usize = 64 * 1024;
const LINGER_TIME: Duration = Duration::from_millis(250);

/// The server.
pub struct Server {
    listener: TcpListener,
    site: Site,
}

/// What every connection needs.
struct Site {
    root: PathBuf,
    version: Arc<Version>,
    limits: Limits,
    /// Live-reload streams opened so far (the next stream's ticket).
    tickets: AtomicU64,
    /// The tickets of the live-reload streams open now.
    live: Mutex<BTreeSet<u64>>,
}

/// One slot of the connection limit, given back when dropped.
struct Slot(SyncSender<()>);

impl Drop for Slot {
    fn drop(&mut self) {
        let _ = self.0.try_send(());
    }
}

/// A parsed request head.
struct Head {
    method: String,
    path: String,
    /// The `Accept-Encoding` header, when the request has one.
    accept_encoding: Option<String>,
    /// Whether to keep the connection open after the answer: HTTP/1.1
    /// GET or HEAD without a body or `Connection: close`.
    keep_alive: bool,
    /// Bytes of the head in the buffer.
    len: usize,
}

/// Why no request could be read from a connection.
enum Failure {
    /// Closed, idle too long, or broken: close without a word.
    Gone,
    /// Answer with this status, then close.
    Status(u16),
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        431 => "Request Header Fields Too Large",
        _ => "Error",
    }
}

impl Server {
    /// Listens on `addr`, serving `root`, with the default [`Limits`].
    pub fn bind(addr: SocketAddr, root: PathBuf, version: Arc<Version>) -> io::Result<Server> {
        Server::bind_with(addr, root, version, Limits::default())
    }

    /// Listens on `addr`, serving `root`, within `limits`.
    pub fn bind_with(
        addr: SocketAddr,
        root: PathBuf,
        version: Arc<Version>,
        limits: Limits,
    ) -> io::Result<Server> {
        Ok(Server {
            listener: TcpListener::bind(addr)?,
            site: Site {
                root,
                version,
                limits,
                tickets: AtomicU64::new(0),
                live: Mutex::new(BTreeSet::new()),
            },
        })
    }

    /// The address it listens on (with the port the system chose for 0).
    pub fn addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves connections until the process ends, each on its own thread,
    /// at most `max_connections` at once.
    pub fn run(self) {
        let max = self.site.limits.max_connections.max(1);
        let (give, take): (SyncSender<()>, Receiver<()>) = sync_channel(max);
        for _ in 0..max {
            let _ = give.try_send(());
        }
        let site = Arc::new(self.site);
        // Wait for a free slot before accepting, so waiting connections
        // cost nothing here.
        while take.recv().is_ok() {
            let slot = Slot(give.clone());
            let stream = match self.listener.accept() {
                Ok((stream, _)) => stream,
                Err(_) => {
                    // Out of file descriptors and the like: wait a little.
                    std::thread::sleep(Duration::from_millis(50));
                    continue;
                }
            };
            let site = site.clone();
            // On failure the closure, with the stream and the slot, is dropped.
            let _ = std::thread::Builder::new()
                .name("tilebook-serve".into())
                .spawn(move || {
                    let _slot = slot;
                    site.connection(stream);
                });
        }
    }
}

impl Site {
    /// Answers the requests of one connection until it closes, idles too
    /// long, or asks to close.
    fn connection(&self, mut stream: TcpStream) {
        let _ = stream.set_nodelay(true);
        let _ = stream.set_write_timeout(Some(self.limits.idle_timeout));
        let mut buf = Vec::new();
        loop {
            let head = match self.read_head(&mut stream, &mut buf) {
                Ok(head) => head,
                Err(Failure::Gone) => return,
                Err(Failure::Status(status)) => {
                    let body = reason(status).as_bytes();
                    let _ = respond(&mut stream, status, &[], body, false, false);
                    linger(stream);
                    return;
                }
            };
            buf.drain(..head.len);
            let ok = self.answer(&mut stream, &head).is_ok();
            if !ok || !head.keep_alive {
                return;
            }
        }
    }

    /// Reads one request head into `buf` (which may already hold the start
    /// of it), within the size and time limits.
    fn read_head(&self, stream: &mut TcpStream, buf: &mut Vec<u8>) -> Result<Head, Failure> {
        let deadline = Instant::now() + self.limits.idle_timeout;
        let mut chunk = [0u8; 4096];
        loop {
            if !buf.is_empty() {
                if let Some(head) = parse(buf)? {
                    return Ok(head);
                }
                if buf.len() >= self.limits.max_head {
                    return Err(Failure::Status(431));
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let timed_out = if buf.is_empty() {
                Failure::Gone
            } else {
                Failure::Status(408)
            };
            if left.is_zero() {
                return Err(timed_out);
            }
            let _ = stream.set_read_timeout(Some(left));
            // Never read past the limit.
            let room = chunk.len().min(self.limits.max_head - buf.len());
            match stream.read(&mut chunk[..room]) {
                Ok(0) => return Err(Failure::Gone),
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    return Err(timed_out);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return Err(Failure::Gone),
            }
        }
    }

    /// The 404 page for `url`: the one of the locale the path is in, if any.
    fn not_found(&self, url: &str) -> Vec<u8> {
        let first = url.trim_start_matches('/').split('/').next().unwrap_or("");
        let local =
            resolve(&self.root, &format!("/{first}/404.html")).filter(|_| !first.is_empty());
        local
            .or_else(|| resolve(&self.root, "/404.html"))
            .and_then(|p| std::fs::read(p).ok())
            .unwrap_or_else(|| b"not found".to_vec())
    }

    /// Answers one request.
    fn answer(&self, stream: &mut TcpStream, head: &Head) -> io::Result<()> {
        let keep = head.keep_alive;
        let head_only = match head.method.as_str() {
            "GET" => false,
            "HEAD" => true,
            _ => {
                let body = reason(405).as_bytes();
                return respond(stream, 405, &[("Allow", "GET, HEAD")], body, false, keep);
            }
        };
        let path = head.path.split(['?', '#']).next().unwrap_or("");
        match path {
            "/__events" if !head_only => self.events(stream),
            "/__version" => {
                let v = self.version.get().to_string();
                let headers = [
                    ("Content-Type", "text/plain; charset=utf-8"),
                    ("Cache-Control", "no-store"),
                ];
                respond(stream, 200, &headers, v.as_bytes(), head_only, keep)
            }
            "/__livereload.js" => respond(
                stream,
                200,
                &[("Content-Type", "text/javascript; charset=utf-8")],
                LIVERELOAD_JS.as_bytes(),
                head_only,
                keep,
            ),
            _ => match resolve(&self.root, &head.path).and_then(|file| {
                let sent = self.encoded(&file, head.accept_encoding.as_deref());
                std::fs::read(&sent.path)
                    .ok()
                    .map(|body| (file, sent, body))
            }) {
                Some((file, sent, body)) => {
                    let mut headers = vec![
                        ("Content-Type", content_type(&file)),
                        ("Cache-Control", "no-cache"),
                    ];
                    if let Some(coding) = sent.coding.token() {
                        headers.push(("Content-Encoding", coding));
                    }
                    if sent.varies {
                        headers.push(("Vary", "Accept-Encoding"));
                    }
                    respond(stream, 200, &headers, &body, head_only, keep)
                }
                None => respond(
                    stream,
                    404,
                    &[("Content-Type", "text/html; charset=utf-8")],
                    &self.not_found(&head.path),
                    head_only,
                    keep,
                ),
            },
        }
    }

    /// What to send for the site's file `file` (resolved, inside the
    /// root) to a client that sent `accept` as its Accept-Encoding: the
    /// file itself, or its brotli (`.br`) or gzip (`.gz`) copy that the
    /// build wrote beside it. The copies are made of exactly the bytes
    /// written, live-reload script included (`serve` builds its pages with
    /// it), so a copy always decodes to the file. A copy is only ever sent
    /// for the file it was made of, never for a request of a name that
    /// does not exist; asked for by name, a `.gz` file is sent as it is.
    fn encoded(&self, file: &Path, accept: Option<&str>) -> Encoded {
        let copy = |coding: Coding| -> Option<PathBuf> {
            let suffix = coding.suffix()?;
            let mut name = file.as_os_str().to_os_string();
            name.push(".");
            name.push(suffix);
            // Inside the root like the file, and a file.
            let canon = Path::new(&name).canonicalize().ok()?;
            let root = self.root.canonicalize().ok()?;
            (canon.starts_with(&root) && canon.is_file()).then_some(canon)
        };
        let (br, gz) = (copy(Coding::Brotli), copy(Coding::Gzip));
        let coding = negotiate(accept, br.is_some(), gz.is_some());
        let path = match coding {
            Coding::Brotli => br.clone(),
            Coding::Gzip => gz.clone(),
            Coding::Identity => None,
        };
        Encoded {
            path: path.unwrap_or_else(|| file.to_path_buf()),
            coding,
            varies: br.is_some() || gz.is_some(),
        }
    }
}

/// The file a response sends, in which coding.
struct Encoded {
    /// The file to send: the one asked for, or a compressed copy of it.
    path: PathBuf,
    /// Its content coding.
    coding: Coding,
    /// Whether the file has compressed copies, so that what is sent
    /// depends on Accept-Encoding (`Vary: Accept-Encoding`).
    varies: bool,
}

impl Site {
    /// The live-reload stream (server-sent events): the version at once,
    /// then each new one as a rebuild succeeds, and a comment line every
    /// [`KEEP_ALIVE`]; it ends when the client goes (a write fails). Ends
    /// the connection.
    fn events(&self, stream: &mut TcpStream) -> io::Result<()> {
        // Each stream takes a ticket; one with `max_streams` newer streams
        // still open is told to stop (`event: bye`: the page stops
        // listening) and ends, so the newest pages always get one and the
        // oldest give theirs up.
        let ticket = self.tickets.fetch_add(1, Ordering::SeqCst);
        let _open = Open::new(&self.live, ticket);
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n";
        stream.write_all(head.as_bytes())?;
        let mut seen = self.version.get();
        stream.write_all(format!("retry: 1000\ndata: {seen}\n\n").as_bytes())?;
        stream.flush()?;
        let mut quiet = Duration::ZERO;
        loop {
            let now = self.version.wait_past(seen, WATCH);
            if self.newer_streams(ticket) >= self.limits.max_streams {
                stream.write_all(b"event: bye\ndata: \n\n")?;
                stream.flush()?;
                // An error ends the connection.
                return Err(io::Error::other(
                    "a newer live-reload stream took its place",
                ));
            }
            if now != seen {
                seen = now;
                quiet = Duration::ZERO;
                stream.write_all(format!("data: {seen}\n\n").as_bytes())?;
            } else if gone(stream) {
                return Err(io::ErrorKind::ConnectionAborted.into());
            } else {
                quiet += WATCH;
                if quiet < KEEP_ALIVE {
                    continue;
                }
                quiet = Duration::ZERO;
                stream.write_all(b": still here\n\n")?;
            }
            stream.flush()?;
        }
    }
}

impl Site {
    /// How many live-reload streams opened after `ticket` are still open.
    fn newer_streams(&self, ticket: u64) -> usize {
        let live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        live.range(ticket + 1..).count()
    }
}

/// Holds a live-reload stream's ticket among the open ones until dropped.
struct Open<'a> {
    live: &'a Mutex<BTreeSet<u64>>,
    ticket: u64,
}

impl<'a> Open<'a> {
    fn new(live: &'a Mutex<BTreeSet<u64>>, ticket: u64) -> Self {
        live.lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(ticket);
        Open { live, ticket }
    }
}

impl Drop for Open<'_> {
    fn drop(&mut self) {
        self.live
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.ticket);
    }
}

/// Whether the client of a live-reload stream closed its end (it sends
/// nothing after its request, so anything readable is the end or junk).
fn gone(stream: &TcpStream) -> bool {
    if stream.set_nonblocking(true).is_err() {
        return true;
    }
    let closed = match stream.peek(&mut [0u8; 1]) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => e.kind() != io::ErrorKind::WouldBlock,
    };
    stream.set_nonblocking(false).is_err() || closed
}

/// Parses a request head: `None` while it is incomplete.
fn parse(buf: &[u8]) -> Result<Option<Head>, Failure> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut req = httparse::Request::new(&mut headers);
    let len = match req.parse(buf) {
        Ok(httparse::Status::Complete(len)) => len,
        Ok(httparse::Status::Partial) => return Ok(None),
        Err(httparse::Error::TooManyHeaders) => return Err(Failure::Status(431)),
        Err(_) => return Err(Failure::Status(400)),
    };
    let header = |name: &str| {
        req.headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
            .map(|h| String::from_utf8_lossy(h.value).trim().to_ascii_lowercase())
    };
    // A request with a body is answered, then the connection closed: this
    // server reads no bodies.
    let has_body =
        header("transfer-encoding").is_some() || header("content-length").is_some_and(|n| n != "0");
    let method = req.method.unwrap_or("");
    let keep_alive = req.version == Some(1)
        && matches!(method, "GET" | "HEAD")
        && !has_body
        && !header("connection").is_some_and(|c| c.split(',').any(|t| t.trim() == "close"));
    Ok(Some(Head {
        method: method.to_string(),
        path: req.path.unwrap_or("").to_string(),
        accept_encoding: header("accept-encoding"),
        keep_alive,
        len,
    }))
}

/// Writes one response: its head, with the length of `body`, and the body
/// unless `head_only` (the answer to HEAD, whose head is that of GET).
fn respond(
    stream: &mut TcpStream,
    status: u16,
    headers: &[(&str, &str)],
    body: &[u8],
    head_only: bool,
    keep_alive: bool,
) -> io::Result<()> {
    let mut head = format!("HTTP/1.1 {status} {}\r\n", reason(status));
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str(&format!(
        "Content-Length: {}\r\nX-Content-Type-Options: nosniff\r\nConnection: {}\r\n\r\n",
        body.len(),
        if keep_alive { "keep-alive" } else { "close" }
    ));
    stream.write_all(head.as_bytes())?;
    if !head_only {
        stream.write_all(body)?;
    }
    stream.flush()
}

/// Closes a connection whose request was refused: stops writing, then
/// reads and drops a bounded amount of what the client still sends, so
/// that the answer is not lost to a reset.
fn linger(mut stream: TcpStream) {
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(LINGER_TIME));
    let deadline = Instant::now() + LINGER_TIME;
    let mut sink = [0u8; 4096];
    let mut dropped = 0;
    while dropped < LINGER_BYTES && Instant::now() < deadline {
        match stream.read(&mut sink) {
            Ok(0) | Err(_) => break,
            Ok(n) => dropped += n,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traversal_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path().join("site");
        std::fs::create_dir_all(site.join("en")).unwrap();
        std::fs::write(site.join("en/index.html"), "x").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "s").unwrap();
        assert!(resolve(&site, "/en/").is_some());
        assert!(resolve(&site, "/en/index.html?x=1").is_some());
        assert_eq!(resolve(&site, "/../secret.txt"), None);
        assert_eq!(resolve(&site, "/%2e%2e/secret.txt"), None);
        assert_eq!(resolve(&site, "/en/%2E%2E/%2E%2E/secret.txt"), None);
        assert_eq!(resolve(&site, "/en/..%2f..%2fsecret.txt"), None);
        assert_eq!(resolve(&site, "/en%5c..%5csecret.txt"), None);
        assert_eq!(resolve(&site, "/nope.html"), None);
    }

    #[test]
    fn accept_encoding_is_weighed_as_rfc_9110_says() {
        use Coding::{Brotli, Gzip, Identity};
        let n = |accept: &str| negotiate(Some(accept), true, true);
        assert_eq!(negotiate(None, true, true), Identity, "no header");
        assert_eq!(n(""), Identity);
        assert_eq!(n("gzip, deflate, br"), Brotli, "brotli preferred");
        assert_eq!(n("gzip, deflate, br, zstd"), Brotli);
        assert_eq!(n("gzip, deflate"), Gzip);
        assert_eq!(n("GZIP"), Gzip, "tokens are case-insensitive");
        assert_eq!(n("x-gzip"), Gzip);
        assert_eq!(n("br;q=0.5, gzip;q=0.8"), Gzip, "the higher weight");
        assert_eq!(n("br;q=0.8, gzip;q=0.8"), Brotli, "brotli on a tie");
        assert_eq!(n("br;q=0, gzip"), Gzip, "q=0 refuses");
        assert_eq!(n("br; q=0.000 , gzip ; Q=0"), Identity);
        assert_eq!(n("*"), Brotli);
        assert_eq!(n("*;q=0.1"), Brotli);
        assert_eq!(n("gzip, *;q=0"), Gzip, "* refuses what is not named");
        assert_eq!(n("br;q=0, *"), Gzip);
        assert_eq!(n("deflate, identity"), Identity);
        assert_eq!(n("br;q=0.5, identity"), Identity, "identity weighed higher");
        assert_eq!(n("br;q=1.5"), Identity, "a malformed weight refuses");
        assert_eq!(n("br;q=0.1234, gzip;q=abc"), Identity);
        assert_eq!(n("br;q=1.000;level=3"), Brotli, "other parameters ignored");
        // Only the copies there are.
        assert_eq!(negotiate(Some("br, gzip"), false, true), Gzip);
        assert_eq!(negotiate(Some("br"), false, true), Identity);
        assert_eq!(negotiate(Some("gzip, br"), false, false), Identity);
    }
}
