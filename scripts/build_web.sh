#!/usr/bin/env bash
# Builds the page into dist/: the wasm module (the `web` profile: release, size-optimised), its JS glue,
# index.html, assets.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
cargo build -q --profile web --target wasm32-unknown-unknown -p tpu-web
rm -rf dist && mkdir -p dist
# The name section (function names, 1.1 MB raw, 270 KB of the gzip) is for profilers and
# scripts/wasm_size.py, not for the page: dropped unless TPU_WASM_NAMES=1 keeps it.
names=--remove-name-section
[ "${TPU_WASM_NAMES:-0}" = 1 ] && names=
wasm-bindgen --target web --no-typescript $names --out-dir dist/pkg "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/tpu_web.wasm"
cp index.html boot.js worker.js dist/
cp -r assets dist/assets
raw=$(stat -c %s dist/pkg/tpu_web_bg.wasm)
gz=$(gzip -9 -c dist/pkg/tpu_web_bg.wasm | wc -c)
echo "build_web: dist/pkg/tpu_web_bg.wasm is $raw bytes raw, $gz bytes gzip"
