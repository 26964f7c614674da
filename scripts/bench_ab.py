#!/usr/bin/env python3
"""Before/after in the same run: two `tpu` binaries (say, built from two commits) taking turns on
the dispatch benchmark (`tpu bench dispatch`: us per op), the VM cases of core/src/bench/vm.rs (each
program times `work(n)` itself, run with `tpu run`), two programs over the library layer's
nn.Sequential (below) and the training benchmark (`tpu bench fused`: wall seconds of the MLP
training example and the GELU/LayerNorm block in Strict, Fused, Compiled).

  python3 scripts/bench_ab.py BEFORE_TPU AFTER_TPU [--rounds 7] [--n 300000]

Programs run on the CPU backend, as `tpu bench` does. The first round is a warm-up and is dropped;
each figure is the median of the other rounds with its spread (min-max), and the ratio is
after/before of the medians (below 1: the after binary is faster). The two binaries take turns,
first one then the other. Prints a Markdown table for docs/benchmarks.md.
"""
import argparse
import codecs
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def vm_cases():
    text = open(os.path.join(ROOT, "core/src/bench/vm.rs")).read()
    cases = re.findall(r'case\(\s*"([^"]+)",\s*"((?:[^"\\]|\\.)*)",?\s*\)', text)
    cases += re.findall(r'name: "([^"]+)",\s*body: "((?:[^"\\]|\\.)*)"', text)
    return [(name, codecs.decode(body, "unicode_escape")) for name, body in cases]


# Programs of the library layer (torch/nn/modules/container.py), each printing its own time.
LIBRARY = {
    "nn.Sequential: build and print, x200": (
        "import time\nimport torch.nn as nn\nt0 = time.perf_counter()\nfor _ in range(200):\n"
        "    m = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))\n    s = repr(m)\n"
        "print(time.perf_counter() - t0)\n"
    ),
    "nn.Sequential: 400 training steps": (
        "import time\nimport torch\nimport torch.nn as nn\ntorch.manual_seed(0)\n"
        "x = torch.linspace(-2.0, 2.0, 64).reshape(64, 1)\ny = x * x * x - x\n"
        "model = nn.Sequential(nn.Linear(1, 32), nn.Tanh(), nn.Linear(32, 32), nn.Tanh(), nn.Linear(32, 1))\n"
        "opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)\nloss_fn = nn.MSELoss()\n"
        "t0 = time.perf_counter()\nfor step in range(400):\n    opt.zero_grad()\n"
        "    loss = loss_fn(model(x), y)\n    loss.backward()\n    opt.step()\n"
        "print(time.perf_counter() - t0)\n"
    ),
}


def timed_program(body, n):
    return (
        f"import time\n{body}best = 1e9\nfor _ in range(3):\n    t0 = time.perf_counter()\n"
        f"    work({n})\n    best = min(best, time.perf_counter() - t0)\nprint(best)\n"
    )


def dispatch(tpu):
    out = subprocess.run([tpu, "bench", "dispatch"], capture_output=True, text=True, check=True).stdout
    rows = {}
    for line in out.splitlines():
        m = re.match(r"^(\S.*?)\s{2,}([\d.]+)\s+([\d.]+)$", line)
        if m and m.group(1) != "empty loop":
            rows[f"dispatch: {m.group(1)} (us/op)"] = float(m.group(3))
    return rows


def fused(tpu):
    out = subprocess.run([tpu, "bench", "fused"], capture_output=True, text=True, check=True).stdout
    rows, name = {}, None
    for line in out.splitlines():
        if line and not line.startswith(" ") and not line.startswith("Strict"):
            name = line.split()[0]
        m = re.match(r"\s+wall time\s+([\d.]+) s -> ([\d.]+) s", line)
        if m:
            rows[f"{name}: Strict wall (s)"] = float(m.group(1))
            rows[f"{name}: Fused wall (s)"] = float(m.group(2))
        m = re.match(r"\s+compiled: .* wall ([\d.]+) s", line)
        if m:
            rows[f"{name}: Compiled wall (s)"] = float(m.group(1))
    return rows


def vm(tpu, files):
    rows = {}
    for name, path in files:
        out = subprocess.run([tpu, "run", path, "--backend", "cpu"], capture_output=True, text=True, check=True).stdout
        rows[f"{name} (s)"] = float(out.strip().splitlines()[-1])
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--n", type=int, default=300_000)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp()
    files = []
    programs = [(f"vm: {name}", timed_program(body, args.n)) for name, body in vm_cases()]
    programs += [(f"library: {name}", src) for name, src in LIBRARY.items()]
    for i, (name, src) in enumerate(programs):
        path = os.path.join(tmp, f"case{i}.py")
        with open(path, "w") as f:
            f.write(src)
        files.append((name, path))
    samples = {"before": {}, "after": {}}
    for r in range(args.rounds):
        order = [("before", args.before), ("after", args.after)]
        if r % 2:
            order.reverse()
        for label, tpu in order:
            got = {**dispatch(tpu), **vm(tpu, files), **fused(tpu)}
            if r == 0:
                continue
            for k, v in got.items():
                samples[label].setdefault(k, []).append(v)
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    print("| figure | before: median (spread) | after: median (spread) | after/before |")
    print("|---|---|---|---|")
    for k in samples["before"]:
        b, a = samples["before"][k], samples["after"].get(k, [])
        if not a:
            continue
        mb, ma = statistics.median(b), statistics.median(a)
        print(
            f"| {k} | {mb:.4g} ({min(b):.4g}-{max(b):.4g}) | {ma:.4g} ({min(a):.4g}-{max(a):.4g}) "
            f"| {ma / mb:.3f} |"
        )


if __name__ == "__main__":
    main()
