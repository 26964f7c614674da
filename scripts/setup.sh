#!/usr/bin/env bash
# Sets up a fresh Debian machine for TPU Playground; idempotent (under a second when done).
# Installs only from the package registries: Debian's apt, crates.io, the npm registry, the Rust
# toolchain's own target.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo

# Mesa's software Vulkan (lavapipe) for native wgpu; Debian's Chromium and its matching driver
# for the browser tests.
missing=()
for pkg in mesa-vulkan-drivers libvulkan1 chromium chromium-driver; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

# wasm-bindgen's CLI must be exactly the version in Cargo.lock, or the generated glue does not match.
want=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  echo "setup: installing wasm-bindgen-cli $want (about 8 minutes on 2 cores)"
  # Not --locked: its lockfile names a crate version the registry no longer serves.
  cargo install -q wasm-bindgen-cli --version "$want"
fi
if ! wasm-pack --version 2>/dev/null | grep -qx 'wasm-pack 0.15.1'; then
  echo "setup: installing wasm-pack 0.15.1 (about 6 minutes on 2 cores)"
  cargo install -q wasm-pack --version 0.15.1 --locked
fi
# The fuzz targets (fuzz/) build on nightly with cargo-fuzz; both are installed here so CI can run
# the short fuzz step. The nightly is whatever rustup calls nightly (libFuzzer needs its sanitizer
# coverage flags, which stable refuses).
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
if ! cargo fuzz --version 2>/dev/null | grep -qx 'cargo-fuzz 0.13.1'; then
  echo "setup: installing cargo-fuzz 0.13.1 (about 4 minutes on 2 cores)"
  cargo install -q cargo-fuzz --version 0.13.1 --locked
fi
# axe-core for the page's accessibility check (scripts/e2e.py, scenario a11y): the npm registry's
# package at the version scripts/npm/package-lock.json locks, with the machine's Node.js and npm.
if [ ! -f scripts/npm/node_modules/axe-core/axe.min.js ]; then
  echo "setup: installing axe-core from the npm registry (scripts/npm)"
  npm ci --prefix scripts/npm --no-audit --no-fund --silent
fi
