#!/usr/bin/env bash
# The main job: set up, build tilebook, validate all data and count the tiles
# of every edition against the totals their rulebooks state.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release --locked
./target/release/tilebook check "$@"
./target/release/tilebook count
