#!/usr/bin/env bash
# Fuzzes the tile-data loader, the board loader and scorer, and the Fluent
# checks with libFuzzer (cargo-fuzz), each for a bounded time. The corpus
# grows in fuzz/corpus/<target>/ (seeded from the shipped files); crashes
# land in fuzz/artifacts/<target>/.
# Usage: bash scripts/fuzz.sh [SECONDS] [RUNS] — each target runs for
# SECONDS (default 60), or until RUNS executions when RUNS is given
# (SECONDS then caps it), e.g. `bash scripts/fuzz.sh 3600 1000000`.
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
  cargo fuzz run "$target" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" ${runs:+-runs="$runs"} -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    2>&1 | tee "target/fuzz-$target.log" | grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)|ERROR|SUMMARY" || status=$?
  echo "   $target: $(( $(date +%s) - start )) s in all (build included)"
done
find fuzz/artifacts -type f 2>/dev/null | grep -q . && { echo "crashes found: see fuzz/artifacts/"; exit 1; }
exit $status
