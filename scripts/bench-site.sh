#!/usr/bin/env bash
# Times a full site build (every locale, book, gallery, tile and example)
# side by side with mdBook building the same words: the built site's text
# is turned into one mdBook source (scripts/site_to_mdbook.py), then each
# tool builds its site RUNS times (default 10) and the medians are compared,
# with the machine's load average (the times move with it).
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
import statistics, subprocess, sys, time
runs, work = int(sys.argv[1]), sys.argv[2]
def median(cmd):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
import os
load = os.getloadavg()[0]
tb = median(["./target/release/tilebook", "build", "--out", f"{work}/tilebook"])
md = median(["mdbook", "build", f"{work}/mdbook"])
print(f"tilebook build: {tb * 1000:.0f} ms (median of {runs})")
print(f"mdbook build:   {md * 1000:.0f} ms (median of {runs})")
print(f"tilebook is {md / tb:.2f}x as fast as mdBook on the same words")
# Wall-clock times on a shared machine move with its load: say what it was.
print(f"load average: {load:.2f} before, {os.getloadavg()[0]:.2f} after, on {os.cpu_count()} cores")
PY
