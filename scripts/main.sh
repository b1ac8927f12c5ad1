#!/usr/bin/env bash
# The main job: set up, compile the engine to WebAssembly, build tilebook,
# and build the rules site in every language into target/site (checking
# every file on the way; a project with errors builds nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-wasm.sh
cargo build --release --locked
./target/release/tilebook build "$@"
./target/release/tilebook count
echo "open target/site/index.html, or run: ./target/release/tilebook serve"
