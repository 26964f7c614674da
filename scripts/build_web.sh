#!/usr/bin/env bash
# Builds the page into dist/: the wasm module (the `web` profile: release, size-optimised), its JS glue,
# index.html, assets.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
cargo build -q --profile web --target wasm32-unknown-unknown -p tpu-web --features lazy-lib
rm -rf dist && mkdir -p dist
# The name section (function names, 1.1 MB raw, 270 KB of the gzip) is for profilers and
# scripts/wasm_size.py, not for the page: dropped unless TPU_WASM_NAMES=1 keeps it.
names=--remove-name-section
[ "${TPU_WASM_NAMES:-0}" = 1 ] && names=
wasm-bindgen --target web --no-typescript $names --out-dir dist/pkg "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/tpu_web.wasm"
# The library files left out of the module (core/*/lib/lazy.txt), each named by its content, fetched
# on first import: the newest of each crate's build.
mkdir -p dist/pkg/lib
for stem in lang_lib torch_lib; do
  newest=$(ls -t "${CARGO_TARGET_DIR:-target}"/wasm32-unknown-unknown/web/build/tpu-*/out/lazy/"$stem"-*.lzma 2>/dev/null | head -1)
  [ -n "$newest" ] || { echo "build_web: no $stem lazy library file" >&2; exit 1; }
  cp "$newest" dist/pkg/lib/
done
cp index.html boot.js worker.js dist/
cp -r assets dist/assets
raw=$(stat -c %s dist/pkg/tpu_web_bg.wasm)
gz=$(gzip -9 -c dist/pkg/tpu_web_bg.wasm | wc -c)
lazy=$(cat dist/pkg/lib/*.lzma | wc -c)
echo "build_web: dist/pkg/tpu_web_bg.wasm is $raw bytes raw, $gz bytes gzip; the lazily fetched library $lazy bytes"
