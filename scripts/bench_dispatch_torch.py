#!/usr/bin/env python3
"""Eager dispatch overhead per op: real PyTorch on CPU against `tpu bench dispatch`, in one run.

Runs core/src/bench/dispatch.py (the program `tpu bench dispatch` runs in our VM) in this Python
with real torch, device "cpu", then runs `tpu bench dispatch --json` and prints both per-op figures
(microseconds per op, the empty loop's cost subtracted in each runtime) and their ratio.
Needs torch (CI does not run this):

    /work/torchenv/bin/python scripts/bench_dispatch_torch.py [--iterations 2000] [--tpu PATH]

`--tpu` is a built `tpu` binary; by default `cargo run --profile bench` builds and runs it.
`--wasm FILE` adds a column from the browser: FILE holds the text the browser suite printed
(`wasm-pack test --release --headless --chrome wasm-tests -- --test bench`).
"""
import argparse
import contextlib
import io
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAM = os.path.join(ROOT, "core", "src", "bench", "dispatch.py")
EMPTY = "empty loop"


def parse(text):
    """The program's `name: microseconds` lines, as (name, us/iter, us/op)."""
    raw = []
    for line in text.splitlines():
        m = re.match(r"^(.+): ([0-9.eE+-]+)$", line.strip())
        if m:
            raw.append((m.group(1), float(m.group(2))))
    empty = dict(raw)[EMPTY]
    return [(n, us, us if n == EMPTY else us - empty) for n, us in raw]


def torch_rows(iterations):
    import torch

    src = open(PROGRAM).read()
    src = src.replace('device = "tpu"', 'device = "cpu"', 1).replace("N = 2000", f"N = {iterations}", 1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(src, PROGRAM, "exec"), {"__name__": "__bench__"})
    return torch.__version__, torch.get_num_threads(), parse(out.getvalue())


def tpu_rows(iterations, tpu):
    if tpu:
        cmd = [tpu]
    else:
        cmd = ["cargo", "run", "-q", "--profile", "bench", "-p", "tpu-core", "--bin", "tpu", "--"]
    cmd += ["bench", "dispatch", "--iterations", str(iterations), "--json"]
    report = json.loads(subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    return [(r["op"], r["us_per_iter"], r["us_per_op"]) for r in report["rows"]]


def wasm_rows(path):
    """The us/op column of the table the browser suite printed."""
    rows = {}
    for line in open(path):
        m = re.match(r"^\s*(?:wasm )?(.+?)\s+([0-9.]+)\s+(-?[0-9.]+)\s*$", line)
        if m:
            rows[m.group(1)] = float(m.group(3))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=2000)
    ap.add_argument("--tpu", help="a built tpu binary (default: cargo run --profile bench)")
    ap.add_argument("--wasm", help="the browser suite's printed output, for a wasm column")
    args = ap.parse_args()
    version, threads, theirs = torch_rows(args.iterations)
    ours = dict((n, op) for n, _, op in tpu_rows(args.iterations, args.tpu))
    wasm = wasm_rows(args.wasm) if args.wasm else {}
    print(f"eager dispatch overhead per op, 4x4 float32, {args.iterations} iterations, best of 3")
    print(f"PyTorch {version} on CPU ({threads} threads) vs tpu (Strict, device tpu on the CPU backend)")
    head = f"{'op':<12} {'torch us':>9} {'tpu us':>9} {'tpu/torch':>10}"
    if wasm:
        head += f" {'wasm us':>9} {'wasm/torch':>11}"
    print(head)
    for name, _, t in theirs:
        o = ours.get(name)
        line = f"{name:<12} {t:>9.3f} {o:>9.3f} {o / t if t > 0 else float('nan'):>10.2f}"
        if wasm:
            w = wasm.get(name)
            line += f" {w:>9.3f} {w / t if t > 0 else float('nan'):>11.2f}" if w is not None else f" {'-':>9} {'-':>11}"
        print(line)
    print("(us: per op, the empty loop's cost per iteration subtracted; the empty loop row is that cost)")


if __name__ == "__main__":
    sys.exit(main())
