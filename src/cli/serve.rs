//! `tilebook serve`: build the site, serve it on the loopback interface and
//! rebuild (and reload the browser) when the project's files change.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use notify::{RecursiveMode, Watcher};

use super::build::{Args as BuildArgs, build_once};
use super::{Color, EXIT_USAGE};
use crate::site::serve::Server;

/// Arguments of `tilebook serve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Port to listen on.
    #[arg(long, default_value_t = 3000)]
    pub port: u16,
    /// Address to listen on (loopback unless told otherwise).
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub host: IpAddr,
    /// Build options.
    #[command(flatten)]
    pub build: BuildArgs,
}

/// The folders whose changes rebuild the site.
pub const WATCHED: [&str; 4] = ["data", "locales", "book", "templates"];

/// Runs `tilebook serve` until interrupted.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let opts = args.build.options(root, true);
    build_once(root, &opts, color)?;
    let version = Arc::new(AtomicU64::new(1));
    let addr = SocketAddr::new(args.host, args.port);
    let server = match Server::bind(addr, opts.out.clone(), version.clone()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot listen on {addr}: {e}");
            return Ok(EXIT_USAGE);
        }
    };
    println!(
        "serving {} on http://{addr}/ (Ctrl-C to stop)",
        opts.out.display()
    );
    let (tx, rx) = std::sync::mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |ev: notify::Result<notify::Event>| {
        if let Ok(ev) = ev
            && !matches!(ev.kind, notify::EventKind::Access(_))
        {
            let _ = tx.send(());
        }
    })
    .map_err(std::io::Error::other)?;
    for dir in WATCHED {
        let path = root.join(dir);
        if path.is_dir() {
            watcher
                .watch(&path, RecursiveMode::Recursive)
                .map_err(std::io::Error::other)?;
        }
    }
    std::thread::spawn(move || server.run());
    let root: PathBuf = root.to_path_buf();
    while rx.recv().is_ok() {
        // Let a burst of saves settle, then rebuild once.
        std::thread::sleep(Duration::from_millis(150));
        while rx.try_recv().is_ok() {}
        println!("change detected: rebuilding");
        if build_once(&root, &opts, color)? == 0 {
            version.fetch_add(1, Ordering::SeqCst);
        }
    }
    Ok(0)
}
