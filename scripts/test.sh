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

# A clean CI checkout builds once: incremental caches would only take disk (1.6 GB of 9 GB).
# A run on a full disk kills the linker with SIGBUS, so each step's header also says what is free.
if [ -n "${CI:-}" ]; then export CARGO_INCREMENTAL=0; fi

t0=$(date +%s)
# The suites must leave the clone as they found it: a test that writes into the repository (a
# program's output file in the cargo test's working directory) is a test bug, checked at the end.
tree_before=$(git status --porcelain 2>/dev/null || true)
# Each step's header carries the seconds since the run began, so a slow step shows in CI's log.
step() {
    printf '\n== [%ss, %s free] %s\n' "$(( $(date +%s) - t0 ))" \
        "$(df -Ph . | awk 'NR == 2 { print $4 }')" "$*"
}

step "cargo fmt --check"
cargo fmt --all -- --check

step "the crates' layer order (scripts/check_layers.py)"
python3 scripts/check_layers.py

step "the map names what exists (scripts/check_map.py)"
python3 scripts/check_map.py

step "cargo clippy, native and wasm32"
cargo clippy -q --workspace --all-targets -- -D warnings
cargo clippy -q --target wasm32-unknown-unknown -p tpu-web -p tpu-wasm-tests --all-targets -- -D warnings
# The page's own build (its lazily fetched library, feature lazy-lib) compiles code the suites' does not.
cargo clippy -q --target wasm32-unknown-unknown -p tpu-web --features lazy-lib -- -D warnings

step "cargo test (native; wgpu tests on the software Vulkan adapter)"
cargo test --workspace

step "pyperformance's benchmarks against CPython 3.11 (scripts/pyperformance.py, the tpu cargo test built)"
# Fetches pyperformance once into target/pyperformance; fails only if a benchmark of
# scripts/pyperformance_expected.txt stops matching (the others are listed with their first error).
python3 scripts/pyperformance.py --tpu target/debug/tpu

step "fuzz: each cargo-fuzz target briefly over its committed corpus and the repository's programs"
bash scripts/fuzz.sh

step "wasm-pack test (headless Chromium, WebGPU enabled)"
# no-install: fail at once if the wasm-bindgen CLI does not match, rather than building another.
# The op-golden conformance tests run ~95 programs per backend and mode on SwiftShader: past the
# runner's default 20 s per test.
WASM_BINDGEN_TEST_TIMEOUT=600 wasm-pack test --mode no-install --headless --chrome wasm-tests

step "build the page"
bash scripts/build_web.sh

step "the page end to end (headless Chromium over WebDriver)"
python3 scripts/e2e.py --screenshots target/screenshots

step "the suites left the clone as they found it (git status)"
tree_after=$(git status --porcelain 2>/dev/null || true)
if [ "$tree_before" != "$tree_after" ]; then
    echo "the tests changed the working tree:"
    diff <(echo "$tree_before") <(echo "$tree_after") || true
    exit 1
fi
