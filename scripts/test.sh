#!/usr/bin/env bash
# Runs every test of TPU Playground on a fresh machine (setup included, idempotent):
# formatting and lints, native tests (wgpu on Mesa's software Vulkan), the browser suites
# (wasm-pack, headless Chromium with WebGPU), and the served page end to end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/env.sh
# CI has a GPU adapter (lavapipe natively, SwiftShader in Chromium): a test that needs one fails
# when none is found rather than skipping (tpu_testdata::no_adapter). Natively it is read at run
# time; the browser suites read it when compiled, so it is set for every build below.
export TPU_REQUIRE_GPU=1

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy, native and wasm32"
cargo clippy -q --workspace --all-targets -- -D warnings
cargo clippy -q --target wasm32-unknown-unknown -p tpu-web -p tpu-wasm-tests --all-targets -- -D warnings

step "cargo test (native; wgpu tests on the software Vulkan adapter)"
cargo test --workspace

step "fuzz: each cargo-fuzz target briefly over its committed corpus (nightly, fuzz/target)"
# New inputs go to a scratch corpus (the first directory), never into the committed one.
# -s none: no AddressSanitizer (the core's only `unsafe` is the MXU simulator's AVX entry points
# and the VM's stack pushes in vm/push.rs, each argued in a SAFETY comment; panics and internal
# errors are the findings), which keeps the nightly build of the core and wgpu to a few minutes.
# A fixed seed and a count of runs (each about 15-30 s here; share_link's count is the lowest,
# since every link it accepts is encoded again, deflate included) rather than a time limit: CI
# replays the committed corpus, fixed findings included, then explores the same inputs every time,
# so a red run is a real regression, not bad luck. The long exploratory runs are done by hand and
# reported (fuzz/findings/README.md).
for spec in python_source:40000 mutated_programs:1500 tensor_ops:600 share_link:150000 compile_cache:450000; do
  t=${spec%%:*}
  scratch=$(mktemp -d)
  cargo +nightly fuzz run -s none "$t" "$scratch" "fuzz/corpus/$t" -- \
    -seed=1 -runs="${spec##*:}" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 2>&1 | tail -n 12
  rm -rf "$scratch"
done

step "wasm-pack test (headless Chromium, WebGPU enabled)"
# no-install: fail at once if the wasm-bindgen CLI does not match, rather than building another.
# The op-golden conformance tests run ~95 programs per backend and mode on SwiftShader: past the
# runner's default 20 s per test.
WASM_BINDGEN_TEST_TIMEOUT=600 wasm-pack test --mode no-install --headless --chrome wasm-tests

step "build the page"
bash scripts/build_web.sh

step "the page end to end (headless Chromium over WebDriver)"
python3 scripts/e2e.py --screenshots target/screenshots
