//! `tilebook serve`: build the site, serve it on the loopback interface and
//! rebuild (and reload the browser) when the project's files change.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use notify::{RecursiveMode, Watcher};

use super::build::{Args as BuildArgs, build_once};
use super::{Color, EXIT_USAGE, Format, emit};
use crate::diag::Report;
use crate::output::SOURCE_DIRS;
use crate::site::serve::{Server, Version};

/// Arguments of `tilebook serve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Port to listen on (0: any free port, printed when serving).
    #[arg(long, default_value_t = 3000)]
    pub port: u16,
    /// Address to listen on (loopback unless told otherwise; any other
    /// address makes the site reachable from other machines).
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub host: IpAddr,
    /// Build options.
    #[command(flatten)]
    pub build: BuildArgs,
}

/// The warning for listening on `host`, when it is not a loopback address.
pub fn exposure_warning(host: IpAddr) -> Option<String> {
    (!host.to_canonical().is_loopback()).then(|| {
        format!(
            "warning: --host {host} is not a loopback address: the site (and its live-reload endpoint) is reachable from other machines on the network; use --host 127.0.0.1 to keep it on this one"
        )
    })
}

/// Runs `tilebook serve` until interrupted.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let opts = args.build.options(root, true);
    // An output inside a watched folder would rebuild forever; one that is
    // not ours would be refused by every rebuild: stop before starting.
    if let Err(d) = crate::output::check(root, &opts.out) {
        let mut report = Report::new();
        report.push(*d);
        emit(&report, Format::Human, color)?;
        return Ok(EXIT_USAGE);
    }
    if let Some(warning) = exposure_warning(args.host) {
        eprintln!("{warning}");
    }
    build_once(root, &opts, args.build.timings, color)?;
    let version = Arc::new(Version::new(1));
    let asked = SocketAddr::new(args.host, args.port);
    let bound = Server::bind(asked, opts.out.clone(), version.clone())
        .and_then(|server| server.addr().map(|addr| (server, addr)));
    let (server, addr) = match bound {
        Ok(bound) => bound,
        Err(e) => {
            eprintln!("error: cannot listen on {asked}: {e}");
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
    for dir in SOURCE_DIRS {
        let path = root.join(dir);
        if path.is_dir() {
            watcher
                .watch(&path, RecursiveMode::Recursive)
                .map_err(|e| {
                    std::io::Error::other(format!("cannot watch {}: {e}", path.display()))
                })?;
        }
    }
    std::thread::spawn(move || {
        if let Err(e) = server.run() {
            eprintln!("error: cannot serve: {e}");
        }
    });
    let root: PathBuf = root.to_path_buf();
    let timings = args.build.timings;
    while rx.recv().is_ok() {
        // Let a burst of saves settle, then rebuild once.
        std::thread::sleep(Duration::from_millis(150));
        while rx.try_recv().is_ok() {}
        println!("change detected: rebuilding");
        if build_once(&root, &opts, timings, color)? == 0 {
            version.bump();
        }
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_hosts_go_without_a_warning() {
        for quiet in ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"] {
            assert_eq!(exposure_warning(quiet.parse().unwrap()), None, "{quiet}");
        }
        for loud in ["0.0.0.0", "::", "192.168.1.10", "10.0.0.1"] {
            let w = exposure_warning(loud.parse().unwrap()).expect(loud);
            assert!(w.contains("reachable from other machines"), "{w}");
        }
    }
}
