#!/usr/bin/env bash
# Compiles the engine to WebAssembly for the site's interactive examples:
# target/wasm/pkg/tilebook_wasm.js and tilebook_wasm_bg.wasm, which
# `tilebook build` copies into the site. The module is bound by wasm-bindgen
# and then shrunk by wasm-opt -Oz --converge (binaryen from scripts/wasm-opt, installed
# by setup.sh), its glue JS minified by esbuild (same folder); the Cargo profile `wasm` strips only debug info, so
# wasm-bindgen and wasm-opt can still read the module's target_features
# section.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
wasm_opt=scripts/wasm-opt/node_modules/.bin/wasm-opt
esbuild=scripts/wasm-opt/node_modules/.bin/esbuild
if [ ! -x "$wasm_opt" ] || [ ! -x "$esbuild" ]; then
  echo "build-wasm: $wasm_opt or $esbuild not found; scripts/setup.sh installs them (needs Node.js and npm)" >&2
  exit 2
fi
# One engine (ENGINE in src/site/mod.rs) with every rule of every
# expansion: each page with examples loads the same module, which the
# browser caches once for the whole site.
build() { # name
  local name=$1
  cargo build -p tilebook-wasm --target wasm32-unknown-unknown --profile wasm --locked
  wasm-bindgen --target web --no-typescript --out-dir target/wasm/pkg --out-name "$name" \
    target/wasm32-unknown-unknown/wasm/tilebook_wasm.wasm
  local wasm=target/wasm/pkg/${name}_bg.wasm glue=target/wasm/pkg/${name}.js
  "$wasm_opt" -Oz --converge "$wasm" -o "$wasm.opt"
  mv "$wasm.opt" "$wasm"
  # wasm-bindgen's glue, minified (esbuild, from the same npm folder):
  # every page with examples loads one.
  "$esbuild" "$glue" --minify --format=esm --log-level=warning --outfile="$glue.min"
  mv "$glue.min" "$glue"
  echo "build-wasm: $name: $(wc -c <"$wasm") bytes of WebAssembly, $(wc -c <"$glue") bytes of glue JS" >&2
}
build tilebook_wasm
# The site's own scripts and stylesheet, minified, each beside the SHA-256
# of the source it was made from: `tilebook build` uses a minified file
# only while its source is unchanged (an edited script is served as
# written, e.g. under `tilebook serve`).
mkdir -p target/wasm/pkg/static
for src in templates/static/*.js templates/static/*.css; do
  out=target/wasm/pkg/static/$(basename "$src")
  "$esbuild" "$src" --minify --log-level=warning --outfile="$out"
  sha256sum "$src" | cut -d' ' -f1 >"$out.sha256"
done
echo "build-wasm: site scripts and stylesheet: $(cat templates/static/*.js templates/static/*.css | wc -c) bytes, $(cat target/wasm/pkg/static/*.js target/wasm/pkg/static/*.css | wc -c) minified" >&2
