#!/usr/bin/env python3
"""Issue 20's speed target: one training step on the CPU backend against PyTorch eager on CPU.

Runs the two programs in scripts/bench_train/ (a LeNet step, a TransformerEncoderLayer step), each
timing its own steps after a warm-up and printing "ms per step: X" per timing, in the playground
(`tpu run --backend cpu`, Strict and Fused) and in real PyTorch (one thread), one after the other
in the same run, and prints a markdown table: the median of every timing with the min-max.

    python3 scripts/bench_train_step.py [--tpu target/release/tpu] [--python /work/torchvenv/bin/python]
        [--runs 1] [--modes strict,fused] [--before OTHER_TPU]

`--runs N` runs every program N times (each run gives the program's own timings, all pooled).
`--before` adds columns for another build (an earlier commit's `tpu`), run in turn with the rest.
Without a Python that has torch the PyTorch column is left out.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = [
    ("LeNet (blitz CIFAR net, batch 4)", "lenet_step.py"),
    ("TransformerEncoderLayer (d_model 64, 4 heads, ff 128, batch 8 x 16)", "encoder_step.py"),
]


def timings(cmd, env=None):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, env=env, cwd=ROOT).stdout
    found = [float(m) for m in re.findall(r"^ms per step: ([0-9.eE+-]+)$", out, re.M)]
    if not found:
        sys.exit(f"no timings from {' '.join(cmd)}:\n{out}")
    loss = re.findall(r"^loss: (.*)$", out, re.M)
    return found, (loss[-1] if loss else "?")


def summary(values):
    return statistics.median(values), min(values), max(values)


def cell(s):
    return f"{s[0]:.2f} ({s[1]:.2f}-{s[2]:.2f})" if s else "-"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tpu", default=os.path.join(ROOT, "target", "release", "tpu"))
    ap.add_argument("--python", default="/work/torchvenv/bin/python")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--modes", default="strict,fused")
    ap.add_argument("--before", help="another tpu binary, timed alongside as 'before'")
    args = ap.parse_args()
    modes = [m for m in args.modes.split(",") if m]
    has_torch = os.path.exists(args.python) and subprocess.run(
        [args.python, "-c", "import torch"], capture_output=True).returncode == 0
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    rows = []
    for name, prog in PROGRAMS:
        path = os.path.join("scripts", "bench_train", prog)
        results, losses = {}, {}
        for _ in range(args.runs):
            if has_torch:
                t, losses["torch"] = timings([args.python, path], env)
                results.setdefault("torch", []).extend(t)
            for mode in modes:
                for label, binary in [("before " + mode, args.before), (mode, args.tpu)]:
                    if binary:
                        cmd = [binary, "run", path, "--backend", "cpu", "--mode", mode]
                        t, losses[label] = timings(cmd)
                        results.setdefault(label, []).extend(t)
        rows.append((name, {k: summary(v) for k, v in results.items()}, losses))
    cols = [("before " + m, f"before: {m.capitalize()} (ms)") for m in modes if args.before]
    cols += [(m, f"playground {m.capitalize()} (ms)") for m in modes]
    head = ["step", "PyTorch eager (ms)"] + [h for _, h in cols]
    head += [f"{m.capitalize()} / PyTorch" for m in modes]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for name, res, _ in rows:
        torch_s = res.get("torch")
        cells = [name, cell(torch_s)] + [cell(res[k]) for k, _ in cols]
        cells += [f"{res[m][0] / torch_s[0]:.1f}x" if torch_s else "-" for m in modes]
        print("| " + " | ".join(cells) + " |")
    print()
    for name, _, losses in rows:
        print(f"{name}: final loss " + ", ".join(f"{k} {v}" for k, v in losses.items()))


if __name__ == "__main__":
    main()
