#!/usr/bin/env bash
# The tests: set up, then every Rust test of the workspace, then the
# browser tests of the built site in real Chromium (screenshots and PDFs
# from the run in target/browser/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-wasm.sh
cargo test --workspace --locked
# The browser tests drive the binary the Rust tests just built (the site
# it builds is the same, byte for byte, as a release build's): no second,
# optimized build of the whole crate.
bin="$PWD/target/debug/tilebook"
(cd tests/browser && TILEBOOK_BIN="$bin" npm test)
