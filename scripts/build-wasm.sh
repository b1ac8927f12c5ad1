#!/usr/bin/env bash
# Compiles the engine to WebAssembly for the site's interactive examples:
# target/wasm/pkg/tilebook_wasm.js and tilebook_wasm_bg.wasm, which
# `tilebook build` copies into the site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build -p tilebook-wasm --target wasm32-unknown-unknown --profile wasm --locked
wasm-bindgen --target web --no-typescript --out-dir target/wasm/pkg \
  target/wasm32-unknown-unknown/wasm/tilebook_wasm.wasm
