#!/usr/bin/env python3
"""Holds the workspace's crates to their layer order: a crate may depend only on crates of a lower
layer (dev-dependencies on the test-data crate and on the crate itself, for features, excepted).

The order, lowest first (docs/ARCHITECTURE.md, "Layers"):
  1 tpu-emu    the emulator: knows no Python
  2 tpu-lang   Python: knows no torch (a binding plugs in through tpu_lang::host)
  3 tpu-torch  the PyTorch binding and the runtime
  4 tpu-core   the CLI and the benchmarks        tpu-web  the page (beside the CLI, never over it)
  5 tpu-wasm-tests  the browser suites
tpu-testdata (reference data read by tests) is outside the order: only a dev-dependency.
unicode_names2 (core/unicode_names_shim, the parser's Unicode name table, patched in for the
page) is outside it too: a stand-in for a registry crate, depending on no layer.
Reads `cargo metadata`; exits 1 naming each dependency that points up or sideways.
"""
import json
import subprocess
import sys

LAYERS = {
    "tpu-emu": 1,
    "tpu-lang": 2,
    "tpu-torch": 3,
    "tpu-core": 4,
    "tpu-web": 4,
    "tpu-wasm-tests": 5,
}
DATA = "tpu-testdata"
SHIMS = ("unicode_names2",)

meta = json.loads(
    subprocess.check_output(["cargo", "metadata", "--format-version", "1", "--no-deps"], text=True)
)
bad = []
seen = set()
for pkg in meta["packages"]:
    name = pkg["name"]
    if name == DATA:
        if any(d["name"] in LAYERS for d in pkg["dependencies"]):
            bad.append(f"{DATA} must depend on no layer")
        continue
    if name in SHIMS:
        if any(d["name"] in LAYERS or d["name"] == DATA for d in pkg["dependencies"]):
            bad.append(f"{name} must depend on no layer")
        continue
    if name not in LAYERS:
        bad.append(f"{name}: a workspace crate with no layer (add it to scripts/check_layers.py)")
        continue
    seen.add(name)
    for dep in pkg["dependencies"]:
        d = dep["name"]
        if d == DATA:
            if dep["kind"] != "dev":
                bad.append(f"{name} -> {DATA}: test data is a dev-dependency only")
            continue
        if d not in LAYERS or (d == name and dep["kind"] == "dev"):
            continue
        if LAYERS[d] >= LAYERS[name]:
            bad.append(f"{name} (layer {LAYERS[name]}) -> {d} (layer {LAYERS[d]})")
missing = set(LAYERS) - seen
if missing:
    bad.append(f"layers not in the workspace: {sorted(missing)}")
if bad:
    print("layer order broken:\n  " + "\n  ".join(bad))
    sys.exit(1)
print(f"layer order holds for {len(seen)} crates: " + " < ".join(
    sorted(seen, key=lambda n: (LAYERS[n], n))))
