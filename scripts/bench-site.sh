#!/usr/bin/env bash
# Times a full site build (every locale, book, gallery, tile and example)
# side by side with mdBook building the same words: the built site's text
# is turned into one mdBook source (scripts/site_to_mdbook.py), then each
# tool builds its site RUNS times (default 10), the tools taking turns, and
# the medians are compared, with the machine's load average (the times move
# with it).
#
# With a BASELINE revision (a commit of this repository), that revision's
# tilebook is built (once, kept under target/bench-baseline/) and takes its
# turns too, on its own project, beside mdBook building its words. Its
# project is smaller or larger than today's, so the script compares both
# ways: the raw times, and each tilebook against mdBook on its own words
# (how much faster per word the build got).
# Installs mdBook from crates.io if it is missing.
# Usage: bash scripts/bench-site.sh [RUNS] [BASELINE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
baseline=${2:-}
command -v mdbook >/dev/null 2>&1 || cargo install mdbook --locked --quiet
cargo build --release --locked --quiet
work=target/bench-site
rm -rf "$work"
mkdir -p "$work"
./target/release/tilebook build --out "$work/tilebook" >/dev/null 2>&1
echo "mdBook source: $(python3 scripts/site_to_mdbook.py "$work/tilebook" "$work/mdbook")"
base_src=""
if [ -n "$baseline" ]; then
  rev=$(git rev-parse --short=12 "$baseline^{commit}")
  keep="$PWD/target/bench-baseline/$rev"
  base_src="$keep/src"
  if [ ! -x "$keep/target/release/tilebook" ]; then
    mkdir -p "$keep"
    [ -d "$base_src" ] || git worktree add --quiet --detach "$base_src" "$rev"
    echo "building tilebook at $rev (once) ..."
    (cd "$base_src" && CARGO_TARGET_DIR="$keep/target" cargo build --release --quiet)
  fi
  cp "$keep/target/release/tilebook" "$work/tilebook-baseline"
  (cd "$base_src" && "$OLDPWD/$work/tilebook-baseline" build --out "$OLDPWD/$work/baseline" >/dev/null 2>&1)
  echo "baseline ($rev) mdBook source: $(python3 scripts/site_to_mdbook.py "$work/baseline" "$work/baseline-mdbook")"
fi
python3 - "$runs" "$work" "$base_src" <<'PY'
import os, statistics, subprocess, sys, time
runs, work, base_src = int(sys.argv[1]), sys.argv[2], sys.argv[3]
tools = {
    "tilebook": (["./target/release/tilebook", "build", "--out", f"{work}/tilebook"], None),
    "mdbook": (["mdbook", "build", f"{work}/mdbook"], None),
}
if base_src:
    tools["baseline tilebook"] = ([os.path.abspath(f"{work}/tilebook-baseline"), "build", "--out", os.path.abspath(f"{work}/baseline")], base_src)
    tools["baseline mdbook"] = (["mdbook", "build", f"{work}/baseline-mdbook"], None)
def once(name):
    cmd, cwd = tools[name]
    # Each run starts with nothing left to write back from the one before
    # (the other tool's output included).
    os.sync()
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start
# One warm-up each, then the tools take turns, so that a change in the
# machine's load (it is often shared) weighs on all alike; each run begins
# once the files of the run before are written back.
for name in tools:
    once(name)
load = os.getloadavg()[0]
times = {name: [] for name in tools}
for _ in range(runs):
    for name in tools:
        times[name].append(once(name))
med = {name: statistics.median(t) for name, t in times.items()}
for name, t in times.items():
    print(f"{name + ' build:':26} {med[name] * 1000:.0f} ms (median of {runs}; {min(t) * 1000:.0f}–{max(t) * 1000:.0f})")
def compare(fast, slow, what):
    ratios = sorted(s / f for f, s in zip(times[fast], times[slow]))
    print(f"{what}: {med[slow] / med[fast]:.2f}x (medians); run by run {ratios[0]:.2f}x to {ratios[-1]:.2f}x, median {statistics.median(ratios):.2f}x")
compare("tilebook", "mdbook", "tilebook against mdBook on the same words")
if base_src:
    compare("baseline tilebook", "baseline mdbook", "baseline against mdBook on its words")
    compare("tilebook", "baseline tilebook", "tilebook against the baseline, raw times (different sites)")
    per_word = sorted((bt / bm) / (t / m) for t, m, bt, bm in zip(times["tilebook"], times["mdbook"], times["baseline tilebook"], times["baseline mdbook"]))
    print(f"tilebook against the baseline per word (each against mdBook on its own words): "
          f"{(med['baseline tilebook'] / med['baseline mdbook']) / (med['tilebook'] / med['mdbook']):.2f}x (medians); "
          f"round by round {per_word[0]:.2f}x to {per_word[-1]:.2f}x, median {statistics.median(per_word):.2f}x")
# Wall-clock times on a shared machine move with its load: say what it was.
print(f"load average: {load:.2f} before, {os.getloadavg()[0]:.2f} after, on {os.cpu_count()} cores")
PY
