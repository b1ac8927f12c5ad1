//! A small static file server for `tilebook serve`: only files under the
//! site folder, no `..` or encoded traversal, 404 for anything else, and a
//! live-reload endpoint the pages poll.

use std::net::SocketAddr;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use percent_encoding::percent_decode_str;
use tiny_http::{Header, Request, Response, StatusCode};

/// The script pages load in `serve` mode: it polls the build version and
/// reloads when it changes.
pub const LIVERELOAD_JS: &str = "(() => {\n  let seen = null;\n  const poll = () => fetch('/__version', { cache: 'no-store' })\n    .then(r => r.text())\n    .then(v => { if (seen !== null && v !== seen) location.reload(); seen = v; })\n    .catch(() => {})\n    .finally(() => setTimeout(poll, 700));\n  poll();\n})();\n";

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
        Some("js") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("wasm") => "application/wasm",
        Some("png") => "image/png",
        Some("pdf") => "application/pdf",
        _ => "application/octet-stream",
    }
}

/// The server.
pub struct Server {
    http: tiny_http::Server,
    root: PathBuf,
    version: Arc<AtomicU64>,
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("valid header")
}

impl Server {
    /// Listens on `addr`, serving `root`.
    pub fn bind(
        addr: SocketAddr,
        root: PathBuf,
        version: Arc<AtomicU64>,
    ) -> std::io::Result<Server> {
        let http = tiny_http::Server::http(addr).map_err(std::io::Error::other)?;
        Ok(Server {
            http,
            root,
            version,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> Option<SocketAddr> {
        self.http.server_addr().to_ip()
    }

    /// Serves requests until the process ends, each on its own thread.
    pub fn run(self) {
        let shared = Arc::new(self);
        for request in shared.http.incoming_requests() {
            let me = shared.clone();
            std::thread::spawn(move || me.answer(request));
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
    pub fn answer(&self, request: Request) {
        let url = request.url().to_string();
        let result = match url.as_str() {
            "/__version" => request.respond(
                Response::from_string(self.version.load(Ordering::SeqCst).to_string())
                    .with_header(header("Cache-Control", "no-store")),
            ),
            "/__livereload.js" => request.respond(
                Response::from_string(LIVERELOAD_JS)
                    .with_header(header("Content-Type", "text/javascript; charset=utf-8")),
            ),
            _ => match resolve(&self.root, &url)
                .and_then(|p| std::fs::read(&p).ok().map(|b| (p, b)))
            {
                Some((path, body)) => request.respond(
                    Response::from_data(body)
                        .with_header(header("Content-Type", content_type(&path)))
                        .with_header(header("Cache-Control", "no-cache")),
                ),
                None => {
                    let body = self.not_found(&url);
                    request.respond(
                        Response::from_data(body)
                            .with_status_code(StatusCode(404))
                            .with_header(header("Content-Type", "text/html; charset=utf-8")),
                    )
                }
            },
        };
        let _ = result;
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
}
