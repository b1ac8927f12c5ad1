#!/usr/bin/env bash
# The tests: set up, then run every test of every crate in the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo test --workspace --locked "$@"
