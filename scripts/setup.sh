#!/usr/bin/env bash
# Installs everything tilebook needs on a fresh machine. Idempotent: each step
# checks first and does nothing when the tool is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install Rust with rustup first (https://rustup.rs)" >&2
  exit 2
fi

# Rust components used by CI.
if command -v rustup >/dev/null 2>&1; then
  for component in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^${component}" \
      || rustup component add "$component"
  done
fi

# The engine compiled to WebAssembly for the site's interactive examples:
# the wasm32 target and wasm-bindgen's CLI at exactly the version of the
# wasm-bindgen crate in Cargo.lock.
if command -v rustup >/dev/null 2>&1; then
  rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$' \
    || rustup target add wasm32-unknown-unknown
fi
wb_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [ -n "$wb_version" ]; then
  have=$( (wasm-bindgen --version 2>/dev/null || true) | awk '{ print $2 }')
  if [ "$have" != "$wb_version" ]; then
    echo "setup: installing wasm-bindgen-cli $wb_version (once; takes a few minutes)" >&2
    # --locked when its lock file resolves here; otherwise let cargo resolve.
    cargo install wasm-bindgen-cli --version "$wb_version" --locked --quiet 2>/dev/null \
      || cargo install wasm-bindgen-cli --version "$wb_version" --quiet
  fi
fi

# npm packages of a folder, installed from its lock file: again whenever
# the lock file changed since the last install (a stamp in node_modules).
npm_current() {
  cmp -s "$1/package-lock.json" "$1/node_modules/.tilebook-lock" 2>/dev/null
}
npm_ci() {
  if ! npm_current "$1"; then
    (cd "$1" && npm ci --no-audit --no-fund --loglevel=error)
    cp "$1/package-lock.json" "$1/node_modules/.tilebook-lock"
  fi
}

# wasm-opt (binaryen) shrinks the WebAssembly module in
# scripts/build-wasm.sh: binaryen 132 from npm, run on Node.js (Debian's
# binaryen 108 exports the wrong table of wasm-bindgen's modules).
if [ ! -x scripts/wasm-opt/node_modules/.bin/wasm-opt ] || ! npm_current scripts/wasm-opt; then
  if command -v npm >/dev/null 2>&1; then
    npm_ci scripts/wasm-opt
  else
    echo "setup: install Node.js and npm: scripts/build-wasm.sh runs wasm-opt from npm's binaryen" >&2
  fi
fi

# Fonts for the text on tile sheets (`tilebook tiles` sets PDF and PNG pages
# in DejaVu Sans, which covers every locale we ship).
if ! find /usr/share/fonts /usr/local/share/fonts ~/.local/share/fonts ~/.fonts \
    -name 'DejaVuSans.ttf' -print -quit 2>/dev/null | grep -q .; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq fonts-dejavu-core
  else
    echo "setup: install the DejaVu Sans font (package fonts-dejavu-core or similar) for text on tile sheets" >&2
  fi
fi

# Browser tests: Debian's Chromium, driven by playwright-core from npm (no
# browser download: the tests use /usr/bin/chromium).
if [ "${TILEBOOK_SKIP_BROWSER:-}" != "1" ]; then
  if [ ! -x /usr/bin/chromium ] && command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  if command -v npm >/dev/null 2>&1; then
    npm_ci tests/browser
  fi
fi
