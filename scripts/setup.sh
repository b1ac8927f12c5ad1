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
