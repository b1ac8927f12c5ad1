#!/usr/bin/env bash
# Fuzzes the tile-data loader, the board loader and scorer, and the Fluent
# checks with libFuzzer (cargo-fuzz), each for a bounded time. It reads the
# corpus in git (fuzz/corpus/<target>/, seeded from the shipped files) and
# writes what it finds new to target/fuzz-corpus/<target>/; crashes land in
# fuzz/artifacts/<target>/.
# Usage: bash scripts/fuzz.sh [SECONDS] [RUNS] — each target runs for
# SECONDS (default 60), or until RUNS executions when RUNS is given
# (SECONDS then caps it), e.g. `bash scripts/fuzz.sh 3600 1000000`.
# SANITIZER=none skips AddressSanitizer (more runs per second; panics,
# aborts and stack overflows are still caught): the
# million-run figures in the README were measured that way. Fluent inputs
# are capped at 4 KiB (-max_len): the checks' cost grows with the file, and
# 4 KiB still holds nesting far deeper than the parser guard allows and a
# billion laughs.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
runs=${2:-}
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked
# cargo-fuzz needs the sanitizer flags of a nightly compiler; the stable
# compiler accepts them with RUSTC_BOOTSTRAP.
export RUSTC_BOOTSTRAP=1
mkdir -p fuzz/corpus/tileset fuzz/corpus/board fuzz/corpus/fluent
cp -n data/tilesets/*.toml tests/fixtures/data/*/data/tilesets/*.toml fuzz/corpus/tileset/ 2>/dev/null || true
for f in data/examples/*.toml tests/fixtures/boards/*.toml; do cp -n "$f" "fuzz/corpus/board/$(basename "$(dirname "$f")")-$(basename "$f")"; done
for f in locales/*/*.ftl; do cp -n "$f" "fuzz/corpus/fluent/$(echo "$f" | tr / -)"; done
status=0
for target in tileset board fluent; do
  echo "== fuzzing $target for ${seconds}s${runs:+ or $runs runs}"
  start=$(date +%s)
  max_len=""
  [ "$target" = fluent ] && max_len=-max_len=4096
  # New inputs go to target/fuzz-corpus/<target>/, not the corpus in git.
  mkdir -p "target/fuzz-corpus/$target"
  cargo fuzz run -s "${SANITIZER:-address}" "$target" "target/fuzz-corpus/$target" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" ${runs:+-runs="$runs"} $max_len -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    2>&1 | tee "target/fuzz-$target.log" | grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)|ERROR|SUMMARY" || status=$?
  echo "   $target: $(( $(date +%s) - start )) s in all (build included)"
done
find fuzz/artifacts -type f 2>/dev/null | grep -q . && { echo "crashes found: see fuzz/artifacts/"; exit 1; }
exit $status
