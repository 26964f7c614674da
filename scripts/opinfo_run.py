#!/usr/bin/env python3
"""Runs PyTorch's OpInfo/ModuleInfo samples (core/testdata/opinfo/*.json, written by
scripts/refdata/opinfo_samples.py) on the playground and compares each sample's line with real
PyTorch's: same text, floats within 1e-4 relative / 1e-5 absolute, and an expected error matched by
the same exception type. A function or module passes when all its samples pass (one with no usable
sample does not). Prints a per-name table, the most common failure causes and the summary line.

    python3 scripts/opinfo_run.py [path/to/tpu] [--mode strict|fused|debug|compiled]
        [--backend cpu|gpu] [--jobs N] [--timeout S] [--only NAME,...] [--causes N]
"""
import argparse
import collections
import json
import math
import os
import pathlib
import re
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = pathlib.Path(__file__).resolve().parents[1]
DATA = ROOT / "core" / "testdata" / "opinfo"
KINDS = ("functions", "modules")
DIGITS = re.compile(r"\d+")  # sizes and indices in messages vary between samples
NUMBER = re.compile(r"-?(?:\d+\.\d*(?:e[-+]?\d+)?|\d+e[-+]?\d+|inf|nan)")


def close(a, b, rtol=1e-4, atol=1e-5):
    """Whether the printed floats a (ours) and b (PyTorch's) agree."""
    x, y = float(a), float(b)
    if math.isnan(y) or math.isinf(y):
        return a == b
    return abs(x - y) <= atol + rtol * abs(y)


def same_line(got, want):
    """Whether one sample's line matches: errors by exception type, results by text and floats."""
    if want.split(": ")[1].startswith("error"):
        return got.split(": ")[:2] == want.split(": ")[:2]
    gs, ws = NUMBER.split(got), NUMBER.split(want)
    gn, wn = NUMBER.findall(got), NUMBER.findall(want)
    return gs == ws and len(gn) == len(wn) and all(close(a, b) for a, b in zip(gn, wn))


def by_sample(text):
    """{'sample K': line} of a program's output."""
    return {ln.split(":")[0]: ln for ln in text.splitlines() if ln.startswith("sample ")}


def cause(got, want, stderr, name):
    """A short description of why a sample failed, for grouping (name: the function or module)."""
    if got is None:
        lines = [ln for ln in stderr.strip().splitlines() if ln.strip()]
        return "program failed: " + (lines[-1][:160] if lines else "no output")
    if ": error " in got:
        msg = got.split(": error ", 1)[1]
        missing = "not provided" in msg or "has no attribute" in msg
        if missing and re.search(rf"(torch|nn|Tensor)\.{name}\b|'{name}'", msg):
            return "not provided: the function or module itself"
        return DIGITS.sub("N", msg)[:160]
    if ": error " in want:
        return "no error where PyTorch raises " + want.split(": error ", 1)[1].split(":")[0]
    if NUMBER.split(got) == NUMBER.split(want):
        return "wrong values"
    return "different output (shape, dtype, or a missing or extra gradient)"


def run_one(tpu, row, mode, backend, timeout):
    """Runs one program on the playground; returns (stdout, stderr, seconds)."""
    src = row["program"].replace('device = "cpu"\n', 'device = "tpu"\n', 1)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(src)
    env = dict(os.environ, XDG_RUNTIME_DIR=os.environ.get("XDG_RUNTIME_DIR", "/tmp"))
    start = time.time()
    try:
        out = subprocess.run([tpu, "run", f.name, "--mode", mode, "--backend", backend],
                             capture_output=True, text=True, env=env, timeout=timeout)
        result = out.stdout, out.stderr
    except subprocess.TimeoutExpired:
        result = "", f"timeout after {timeout} s"
    finally:
        os.unlink(f.name)
    return (*result, time.time() - start)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tpu", nargs="?", default=str(ROOT / "target" / "debug" / "tpu"))
    ap.add_argument("--mode", default="strict", choices=["strict", "fused", "debug", "compiled"])
    ap.add_argument("--backend", default="cpu", choices=["cpu", "gpu"])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--only", default="", help="comma-separated names to run")
    ap.add_argument("--causes", type=int, default=20, help="how many failure causes to list")
    ap.add_argument("--json", help="write the per-sample results here")
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))

    start = time.time()
    totals, passed, results = {}, {}, {}
    causes = collections.defaultdict(lambda: [set(), 0])  # cause -> [names, samples]
    samples_all = samples_ok = 0
    for kind in KINDS:
        data = json.loads((DATA / f"{kind}.json").read_text())
        rows = [r for r in data[kind] if not only or r["name"] in only]
        totals[kind], passed[kind] = data["total"], 0
        with ThreadPoolExecutor(args.jobs) as pool:
            runs = pool.map(lambda r: run_one(args.tpu, r, args.mode, args.backend, args.timeout), rows)
            for row, (stdout, stderr, secs) in zip(rows, runs):
                want, got = by_sample(row["expected"]), by_sample(stdout)
                fails = {k: cause(got.get(k), w, stderr, row["name"]) for k, w in want.items()
                         if k not in got or not same_line(got[k], w)}
                ok = bool(want) and not fails
                passed[kind] += ok
                samples_all += len(want)
                samples_ok += len(want) - len(fails)
                for c in fails.values():
                    causes[c][0].add(row["name"])
                    causes[c][1] += 1
                results[row["name"]] = {"kind": kind, "samples": len(want), "fails": fails}
                first = next(iter(fails.values()), "no usable sample" if not want else "")
                print(f"{kind[:-1]:8} {row['name']:32} {len(want) - len(fails)}/{len(want)} "
                      f"{'PASS' if ok else 'FAIL'} {secs:5.1f}s {first}", flush=True)
    print(f"\n{args.causes} most common failure causes (names, samples, cause, some names):")
    top = sorted(causes.items(), key=lambda c: (-len(c[1][0]), -c[1][1], c[0]))[:args.causes]
    for text, (names, n) in top:
        some = " ".join(sorted(names)[:8]) + (" ..." if len(names) > 8 else "")
        print(f"{len(names):4} {n:5}  {text}\n{'':11}[{some}]")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(results, indent=1))
    print(f"time {time.time() - start:.0f} s ({args.mode}, {args.backend} backend)")
    print(f"{passed['functions']} of {totals['functions']} functions, {passed['modules']} of "
          f"{totals['modules']} modules, {samples_ok} of {samples_all} samples pass")


if __name__ == "__main__":
    main()
