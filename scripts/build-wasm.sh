#!/usr/bin/env bash
# Compiles the engine to WebAssembly for the site's interactive examples:
# target/wasm/pkg/tilebook_wasm.js and tilebook_wasm_bg.wasm, which
# `tilebook build` copies into the site. The module is bound by wasm-bindgen
# and then shrunk by wasm-opt -Oz (binaryen from scripts/wasm-opt, installed
# by setup.sh), its glue JS minified by esbuild (same folder); the Cargo profile `wasm` strips only debug info, so
# wasm-bindgen and wasm-opt can still read the module's target_features
# section.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build -p tilebook-wasm --target wasm32-unknown-unknown --profile wasm --locked
wasm-bindgen --target web --no-typescript --out-dir target/wasm/pkg \
  target/wasm32-unknown-unknown/wasm/tilebook_wasm.wasm
wasm_opt=scripts/wasm-opt/node_modules/.bin/wasm-opt
if [ ! -x "$wasm_opt" ]; then
  echo "build-wasm: $wasm_opt not found; scripts/setup.sh installs it (needs Node.js and npm)" >&2
  exit 2
fi
wasm=target/wasm/pkg/tilebook_wasm_bg.wasm
"$wasm_opt" -Oz "$wasm" -o "$wasm.opt"
mv "$wasm.opt" "$wasm"
# wasm-bindgen's glue, minified (esbuild, from the same npm folder): every
# page with examples loads it.
esbuild=scripts/wasm-opt/node_modules/.bin/esbuild
glue=target/wasm/pkg/tilebook_wasm.js
"$esbuild" "$glue" --minify --format=esm --log-level=warning --outfile="$glue.min"
mv "$glue.min" "$glue"
echo "build-wasm: $(wc -c <"$wasm") bytes of WebAssembly, $(wc -c <target/wasm/pkg/tilebook_wasm.js) bytes of glue JS" >&2
