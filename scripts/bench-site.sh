#!/usr/bin/env bash
# Times a full site build (every locale, book, gallery, tile and example)
# side by side with mdBook building the same words: the built site's text
# is turned into one mdBook source (scripts/site_to_mdbook.py), then each
# tool builds its site RUNS times (default 10), the two taking turns, and
# the medians are compared, with the machine's load average (the times move
# with it).
# Installs mdBook from crates.io if it is missing.
# Usage: bash scripts/bench-site.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
command -v mdbook >/dev/null 2>&1 || cargo install mdbook --locked --quiet
cargo build --release --locked --quiet
work=target/bench-site
rm -rf "$work"
mkdir -p "$work"
./target/release/tilebook build --out "$work/tilebook" >/dev/null 2>&1
echo "mdBook source: $(python3 scripts/site_to_mdbook.py "$work/tilebook" "$work/mdbook")"
python3 - "$runs" "$work" <<'PY'
import os, statistics, subprocess, sys, time
runs, work = int(sys.argv[1]), sys.argv[2]
tilebook = ["./target/release/tilebook", "build", "--out", f"{work}/tilebook"]
mdbook = ["mdbook", "build", f"{work}/mdbook"]
def once(cmd):
    # Each run starts with nothing left to write back from the one before
    # (the other tool's output included).
    os.sync()
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start
# One warm-up each, then the two tools take turns, so that a change in the
# machine's load (it is often shared) weighs on both alike; each run begins
# once the files of the run before are written back.
once(tilebook)
once(mdbook)
load = os.getloadavg()[0]
tb, md = [], []
for _ in range(runs):
    tb.append(once(tilebook))
    md.append(once(mdbook))
ratios = sorted(m / t for t, m in zip(tb, md))
tb_med, md_med = statistics.median(tb), statistics.median(md)
print(f"tilebook build: {tb_med * 1000:.0f} ms (median of {runs}; {min(tb) * 1000:.0f}–{max(tb) * 1000:.0f})")
print(f"mdbook build:   {md_med * 1000:.0f} ms (median of {runs}; {min(md) * 1000:.0f}–{max(md) * 1000:.0f})")
print(f"tilebook is {md_med / tb_med:.2f}x as fast as mdBook on the same words (medians)")
print(f"run by run, side by side: {ratios[0]:.2f}x to {ratios[-1]:.2f}x, median {statistics.median(ratios):.2f}x")
# Wall-clock times on a shared machine move with its load: say what it was.
print(f"load average: {load:.2f} before, {os.getloadavg()[0]:.2f} after, on {os.cpu_count()} cores")
PY
