#!/usr/bin/env bash
# The tests: set up, then every Rust test of the workspace, then the
# browser tests of the built site in real Chromium (screenshots and PDFs
# from the run in target/browser/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-wasm.sh
cargo test --workspace --locked
cargo build --release --locked
(cd tests/browser && npm test)
