//! The static file server of `tilebook serve`: only files under the site
//! folder, no `..` or encoded traversal, 404 for anything else, and a
//! live-reload event stream the pages listen to.
//!
//! HTTP is hyper's (HTTP/1.1, keep-alive, HEAD, bodies, pipelining), the
//! routes are axum's, and the files are served by tower-http's `ServeDir`:
//! HEAD answers with GET's head, a folder asked for without its slash is
//! redirected to it (so that relative links resolve), conditional requests
//! (`If-None-Match`, `If-Modified-Since`) get 304, and the build's `.br`
//! and `.gz` copies are sent, with `Vary: Accept-Encoding`, to clients that
//! take them. Every resource stays bounded ([`Limits`]): a request head
//! larger than `max_head` bytes (or with more than 64 headers) is answered
//! 431 and never read further; at most `max_connections` connections are
//! served at once (more wait, unread, in the listen queue until one is
//! free); a connection that takes longer than `idle_timeout` to send a
//! request head, or sits idle that long between requests, is closed, as is
//! one whose client stops reading for that long; at most `max_streams` of
//! them hold a live-reload stream open (a newer one ends the oldest).

use std::collections::BTreeSet;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::TcpStream;
use tokio::sync::{Semaphore, watch};
use tower::ServiceExt;
use tower_http::services::ServeDir;
use tower_http::timeout::TimeoutLayer;

mod files;

pub use files::{content_type, resolve};

/// The script pages load in `serve` mode: it listens to the server's
/// event stream, which sends the build version when it connects and again
/// after every successful rebuild, and reloads the page when the version
/// changes (also after a reconnect that missed a rebuild).
pub const LIVERELOAD_JS: &str = "(() => {\n  let seen = null;\n  const events = new EventSource('/__events');\n  events.onmessage = (e) => {\n    if (seen !== null && e.data !== seen) location.reload();\n    seen = e.data;\n  };\n  // Too many pages open: the server asks the oldest to stop listening.\n  events.addEventListener('bye', () => events.close());\n})();\n";

/// How often a live-reload stream sends a comment line, so that proxies
/// keep the stream open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How often a live-reload stream looks whether a newer stream took its
/// place.
const WATCH: Duration = Duration::from_secs(1);

/// The most request headers read; more are answered 431.
const MAX_HEADERS: usize = 64;

/// The smallest head limit hyper accepts (its read buffer).
const MIN_HEAD: usize = 8 * 1024;

/// How much of a refused request is read and dropped before closing, so
/// the client sees the answer rather than a reset connection.
const LINGER_BYTES: usize = 64 * 1024;
const LINGER_TIME: Duration = Duration::from_millis(250);

/// The version of the served site: bumped after every successful rebuild;
/// live-reload streams watch it.
#[derive(Debug)]
pub struct Version {
    value: watch::Sender<u64>,
}

impl Version {
    /// A version starting at `value`.
    pub fn new(value: u64) -> Version {
        Version {
            value: watch::Sender::new(value),
        }
    }

    /// The current version.
    pub fn get(&self) -> u64 {
        *self.value.borrow()
    }

    /// Moves to the next version and wakes every stream.
    pub fn bump(&self) {
        self.value.send_modify(|v| *v += 1);
    }

    fn subscribe(&self) -> watch::Receiver<u64> {
        self.value.subscribe()
    }
}

/// The bounds the server keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest request head (request line and headers), in bytes, 8 KiB at
    /// least; a larger one is answered 431 and the connection closed.
    pub max_head: usize,
    /// Connections served at once; further ones wait in the listen queue.
    pub max_connections: usize,
    /// How long a connection may take to send a request head, or sit idle
    /// between requests, before it is closed; also how long a write may
    /// wait for the client to read.
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

/// The server.
pub struct Server {
    listener: std::net::TcpListener,
    site: Site,
}

/// What every request needs.
struct Site {
    root: PathBuf,
    version: Arc<Version>,
    limits: Limits,
    /// Live-reload streams opened so far (the next stream's ticket).
    tickets: AtomicU64,
    /// The tickets of the live-reload streams open now.
    live: Mutex<BTreeSet<u64>>,
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
        let listener = std::net::TcpListener::bind(addr)?;
        listener.set_nonblocking(true)?;
        Ok(Server {
            listener,
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

    /// Serves connections until the process ends, at most
    /// `max_connections` at once; an error only if it cannot start.
    pub fn run(self) -> io::Result<()> {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("tilebook-serve")
            .enable_all()
            .build()?
            .block_on(self.serve())
    }

    async fn serve(self) -> io::Result<()> {
        let listener = tokio::net::TcpListener::from_std(self.listener)?;
        let limits = self.site.limits.clone();
        let app = router(Arc::new(self.site));
        let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
        let mut http = hyper::server::conn::http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(limits.idle_timeout)
            .max_buf_size(limits.max_head.max(MIN_HEAD))
            .max_headers(MAX_HEADERS)
            .title_case_headers(true)
            .keep_alive(true);
        loop {
            // Wait for a free slot before accepting, so that waiting
            // connections cost nothing here.
            let Ok(slot) = slots.clone().acquire_owned().await else {
                return Ok(());
            };
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(_) => {
                    // Out of file descriptors and the like: wait a little.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let _ = stream.set_nodelay(true);
            let io = TokioIo::new(Connection::new(stream, limits.idle_timeout));
            let service = TowerToHyperService::new(app.clone());
            let served = http.serve_connection(io, service);
            tokio::spawn(async move {
                let _slot = slot;
                let _ = served.await;
            });
        }
    }
}

/// The routes: the live-reload endpoints and the site's files; only GET
/// and HEAD; no answer takes longer than the idle timeout to start.
fn router(site: Arc<Site>) -> Router {
    let timeout = site.limits.idle_timeout;
    Router::new()
        .route("/__events", get(events))
        .route("/__version", get(version))
        .route("/__livereload.js", get(script))
        .fallback(files)
        .with_state(site)
        .layer(middleware::from_fn(get_or_head))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            timeout,
        ))
        .layer(middleware::from_fn(nosniff))
}

/// Refuses any method but GET and HEAD (405).
async fn get_or_head(request: Request, next: Next) -> Response {
    if matches!(*request.method(), Method::GET | Method::HEAD) {
        next.run(request).await
    } else {
        // Its body, if any, is not read: the connection ends with it.
        (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD"), (header::CONNECTION, "close")],
            "Method Not Allowed",
        )
            .into_response()
    }
}

/// Every answer's content type is the one it says.
async fn nosniff(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    response.headers_mut().insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

async fn version(State(site): State<Arc<Site>>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        site.version.get().to_string(),
    )
        .into_response()
}

async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        LIVERELOAD_JS,
    )
        .into_response()
}

/// A file of the site, through `ServeDir`, once [`resolve`] has found it
/// inside the root (symbolic links included); the 404 page otherwise.
async fn files(State(site): State<Arc<Site>>, request: Request) -> Response {
    let path = request.uri().path().to_string();
    let Some(file) = resolve(&site.root, &path) else {
        return not_found(&site, &path);
    };
    let dir = ServeDir::new(&site.root)
        .precompressed_br()
        .precompressed_gzip();
    let Ok(response) = dir.oneshot(request).await;
    let mut response = response.map(Body::new);
    if response.status() == StatusCode::NOT_FOUND {
        return not_found(&site, &path);
    }
    let headers = response.headers_mut();
    if headers.contains_key(header::CONTENT_TYPE) {
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(content_type(&file)),
        );
    }
    // Always asked again (and answered 304 while unchanged): a rebuild
    // shows at once.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// The 404 page for `url`: the one of the locale the path is in, if any.
fn not_found(site: &Site, url: &str) -> Response {
    let first = url.trim_start_matches('/').split('/').next().unwrap_or("");
    let local = resolve(&site.root, &format!("/{first}/404.html")).filter(|_| !first.is_empty());
    let page = local
        .or_else(|| resolve(&site.root, "/404.html"))
        .and_then(|p| std::fs::read(p).ok())
        .unwrap_or_else(|| b"not found".to_vec());
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        page,
    )
        .into_response()
}

/// The live-reload stream (server-sent events): the version at once, then
/// each new one as a rebuild succeeds, and a comment line every
/// [`KEEP_ALIVE`]; it ends when the client goes. The connection is closed
/// after it.
async fn events(State(site): State<Arc<Site>>) -> Response {
    // Each stream takes a ticket; one with `max_streams` newer streams
    // still open is told to stop (`event: bye`: the page stops listening)
    // and ends, so the newest pages always get one and the oldest give
    // theirs up.
    let ticket = site.tickets.fetch_add(1, Ordering::SeqCst);
    let mut versions = site.version.subscribe();
    let seen = *versions.borrow_and_update();
    let stream = Stream {
        open: Open::new(site, ticket),
        versions,
        seen,
        state: StreamState::First,
    };
    let events = futures_util::stream::unfold(stream, |mut s| async move {
        let event = s.next().await?;
        Some((Ok::<Event, Infallible>(event), s))
    });
    let mut response = Sse::new(events).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// Where a live-reload stream is.
enum StreamState {
    /// Its first event (the version) is still to send.
    First,
    /// Sending each new version.
    Watching,
    /// Told to stop: it ends.
    Done,
}

/// One live-reload stream.
struct Stream {
    open: Open,
    versions: watch::Receiver<u64>,
    seen: u64,
    state: StreamState,
}

impl Stream {
    /// Its next event; `None` to end.
    async fn next(&mut self) -> Option<Event> {
        match self.state {
            StreamState::Done => return None,
            StreamState::First => {
                self.state = StreamState::Watching;
                return Some(
                    Event::default()
                        .retry(Duration::from_secs(1))
                        .data(self.seen.to_string()),
                );
            }
            StreamState::Watching => {}
        }
        let mut quiet = Duration::ZERO;
        loop {
            let changed = tokio::time::timeout(WATCH, self.versions.changed()).await;
            if self.open.newer_streams() >= self.open.site.limits.max_streams {
                self.state = StreamState::Done;
                return Some(Event::default().event("bye").data(""));
            }
            match changed {
                // The server is going away.
                Ok(Err(_)) => return None,
                Ok(Ok(())) => {
                    let now = *self.versions.borrow_and_update();
                    if now != self.seen {
                        self.seen = now;
                        return Some(Event::default().data(now.to_string()));
                    }
                }
                Err(_) => {
                    quiet += WATCH;
                    if quiet >= KEEP_ALIVE {
                        return Some(Event::default().comment("still here"));
                    }
                }
            }
        }
    }
}

/// Holds a live-reload stream's ticket among the open ones until dropped
/// (when the stream ends or its client goes).
struct Open {
    site: Arc<Site>,
    ticket: u64,
}

impl Open {
    fn new(site: Arc<Site>, ticket: u64) -> Self {
        site.live
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(ticket);
        Open { site, ticket }
    }

    /// How many live-reload streams opened after this one are still open.
    fn newer_streams(&self) -> usize {
        let live = self.site.live.lock().unwrap_or_else(|e| e.into_inner());
        live.range(self.ticket + 1..).count()
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        self.site
            .live
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.ticket);
    }
}

/// A client's connection as hyper sees it: a write the client does not
/// take within the timeout fails (so a client that stops reading frees
/// its slot), and when hyper is done with it, it is closed gently: the
/// server stops writing, then reads and drops a bounded amount of what the
/// client still sends, so that an answer such as 431 is not lost to a
/// reset.
struct Connection {
    stream: Option<TcpStream>,
    write_timeout: Duration,
    /// Since when a write has waited for the client.
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Connection {
    fn new(stream: TcpStream, write_timeout: Duration) -> Self {
        Connection {
            stream: Some(stream),
            write_timeout,
            stalled: None,
        }
    }

    fn stream(&mut self) -> io::Result<Pin<&mut TcpStream>> {
        match self.stream.as_mut() {
            Some(stream) => Ok(Pin::new(stream)),
            None => Err(io::ErrorKind::NotConnected.into()),
        }
    }
}

impl AsyncRead for Connection {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut().stream() {
            Ok(stream) => stream.poll_read(cx, buf),
            Err(e) => Poll::Ready(Err(e)),
        }
    }
}

impl AsyncWrite for Connection {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let timeout = this.write_timeout;
        let written = match this.stream() {
            Ok(stream) => stream.poll_write(cx, buf),
            Err(e) => return Poll::Ready(Err(e)),
        };
        if written.is_ready() {
            this.stalled = None;
            return written;
        }
        let stalled = this
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match stalled.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::ErrorKind::TimedOut.into())),
            Poll::Pending => Poll::Pending,
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut().stream() {
            Ok(stream) => stream.poll_flush(cx),
            Err(e) => Poll::Ready(Err(e)),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut().stream() {
            Ok(stream) => stream.poll_shutdown(cx),
            Err(e) => Poll::Ready(Err(e)),
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let (Some(stream), Ok(runtime)) =
            (self.stream.take(), tokio::runtime::Handle::try_current())
        else {
            return;
        };
        runtime.spawn(linger(stream));
    }
}

/// Stops writing to `stream`, then reads and drops what the client still
/// sends, at most [`LINGER_BYTES`] for at most [`LINGER_TIME`].
async fn linger(mut stream: TcpStream) {
    let _ = stream.shutdown().await;
    let _ = tokio::time::timeout(LINGER_TIME, async {
        let mut sink = [0u8; 4096];
        let mut dropped = 0;
        while dropped < LINGER_BYTES {
            match stream.read(&mut sink).await {
                Ok(0) | Err(_) => break,
                Ok(n) => dropped += n,
            }
        }
    })
    .await;
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
}
