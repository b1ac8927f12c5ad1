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
