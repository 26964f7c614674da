#!/usr/bin/env python3
"""Writes core/testdata/rng/torch_rng_reference.json: bit-exact values of PyTorch's CPU random
number generator (randn, rand, randint, normal_, uniform_, random_, nn.Linear and the init
functions, after manual_seed), which core/emu/src/tensor/rng/tests/oracle.rs reproduces bit for bit.

Each case's name is also its recipe, in the small language the Rust test parses:
  * an optional `seedN ` prefix (manual_seed(N); 0 otherwise);
  * one expression over randn, rand, randint, empty(...).method_(...), nn.Linear and
    nn.init's kaiming_uniform_ / xavier_uniform_ / normal_ (written bare or as init.normal_);
  * or `seq: a, b, c` (one generator, the tensors keyed first/second/third);
  * or `A then B` (modules built one after another, keyed l1./l2. by parameter name);
  * and an optional trailing `  [note]`.
This script evaluates that text with real torch, so a name cannot drift from what it computed.

Run with real PyTorch from PyPI, in a venv outside the repository:
    /work/venv-torch/bin/python scripts/refdata/rng.py [--check]

The values are produced under the variants of scripts/refdata/twice.py (one thread; ATen's
portable kernels) and once more under ATEN_CPU_CAPABILITY=avx2. The generator the project
reproduces is the x86 one with vector kernels (AVX2 and AVX-512 give the same bits), so the
reference holds the one-thread values, and the script refuses to write unless
  * the avx2 run equals the one-thread run in every case (so any AVX2 or AVX-512 machine writes
    the same file), and
  * the portable kernels differ only in the cases listed in VECTOR_KERNEL_CASES: the vectorised
    `randn` of 16 or more values and the vectorised `uniform_` (a fused multiply-add where the
    portable kernel rounds twice). Those cases are recorded in the file as such.
"""
import argparse
import json
import pathlib
import sys

OUT = pathlib.Path(__file__).resolve().parents[2] / "core" / "testdata" / "rng" / "torch_rng_reference.json"

CASES = (
    [f"randn({n})" for n in (1, 3, 15, 16, 17, 100)]
    + [f"rand({n})" for n in (1, 3, 15, 16, 17, 100)]
    + [f"randint(0,10,({n},))" for n in (1, 3, 15, 16, 17, 100)]
    + [
        "randint(-5,5,(8,))",
        "randint(0,2**30,(6,))  [range>=2**28 -> random64 path]",
        "randint(0,2**28-1,(6,)) [range<2**28 -> 32-bit path]",
        "randn(2,3)",
        "randn(4,4)",
        "randn(5,7)",
        "rand(2,3)",
        "randn(3,dtype=float64)",
        "randn(17,dtype=float64)",
        "rand(5,dtype=float64)",
        "seed42 randn(5)",
        "seed42 rand(5)",
        "seed1234 randn(20)",
        "seq: randn(1), randn(1), randn(1)",
        "seq: randn(3), rand(2)",
        "seq: randn(16), randn(1)",
        "seq: rand(3), randn(17), randint(0,100,(4,))",
        "empty(5).uniform_(-2,3)",
        "empty(20).normal_(1.5,0.5)",
        "empty(5).normal_(1.5,0.5)",
        "nn.Linear(16,32)",
        "nn.Linear(4,3) then nn.Linear(3,2)",
        "kaiming_uniform_(empty(3,5), a=sqrt(5))",
        "xavier_uniform_(empty(3,5))",
        "init.normal_(empty(3,5),0,0.02)",
        "empty(4,dtype=int64).random_()  [= random64() mod 2**63; random64 = (mt()<<32)|mt()]",
        "empty(4,dtype=int32).random_()  [= mt() mod 2**31]",
    ]
)

# Cases whose values come from a vector kernel on x86 (AVX2/AVX-512) and may differ in the last bit
# under ATEN_CPU_CAPABILITY=default: randn of 16 or more values, uniform_ with bounds other than
# [0, 1), and the init functions and nn.Linear (uniform_ underneath).
VECTOR_KERNEL_CASES = [name for name in CASES if any(key in name for key in (
    "randn(16)", "randn(17)", "randn(100)", "randn(4,4)", "randn(5,7)", "randn(17,dtype=float64)",
    "randn(20)", "seq: randn(16), randn(1)", "seq: rand(3), randn(17)", "empty(5).uniform_(-2,3)",
    "empty(20).normal_", "nn.Linear", "kaiming_uniform_", "xavier_uniform_", "init.normal_"))]


def split_top_level(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        cur += ch
    parts.append(cur.strip())
    return [p for p in parts if p]


def record(t):
    import struct

    import torch

    rec = {"shape": list(t.shape), "dtype": str(t.dtype), "values": t.flatten().tolist()}
    if t.dtype == torch.float32:
        rec["bits"] = ["0x%08x" % struct.unpack("<I", struct.pack("<f", v))[0] for v in rec["values"]]
    elif t.dtype == torch.float64:
        rec["bits"] = ["0x%016x" % struct.unpack("<Q", struct.pack("<d", v))[0] for v in rec["values"]]
    return rec


def evaluate(name):
    import math

    import torch

    names = {
        "randn": torch.randn, "rand": torch.rand, "randint": torch.randint, "empty": torch.empty,
        "nn": torch.nn, "init": torch.nn.init, "kaiming_uniform_": torch.nn.init.kaiming_uniform_,
        "xavier_uniform_": torch.nn.init.xavier_uniform_, "normal_": torch.nn.init.normal_,
        "sqrt": math.sqrt, "float64": torch.float64, "int64": torch.int64, "int32": torch.int32,
    }
    expr = name.split(" [")[0].strip()
    seed = 0
    if expr.startswith("seed"):
        digits, expr = expr[4:].split(" ", 1)
        seed = int(digits)
    torch.manual_seed(seed)
    run = lambda e: eval(e, dict(names))  # noqa: E731  (the case text is ours, in CASES)
    if expr.startswith("seq:"):
        steps = split_top_level(expr[4:])
        return {key: record(run(step)) for key, step in zip(["first", "second", "third"], steps, strict=False)}
    parts = expr.split(" then ")
    out = {}
    for i, part in enumerate(parts):
        value = run(part)
        if isinstance(value, torch.nn.Module):
            for pname, p in value.named_parameters():
                out[(f"l{i + 1}." if len(parts) > 1 else "") + pname] = record(p.detach())
        else:
            assert len(parts) == 1, name
            return record(value)
    return out


def emit():
    import torch

    cases = {name: evaluate(name) for name in CASES}
    print(json.dumps({"torch_version": torch.__version__, "cases": cases}, indent=1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed file, write nothing")
    ap.add_argument("--emit", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.emit:
        emit()
        return 0
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    from twice import VARIANTS, run_under

    one_thread, portable = (json.loads(run_under([__file__, "--emit"], v)) for v in VARIANTS)
    avx2 = json.loads(run_under([__file__, "--emit"], {"OMP_NUM_THREADS": "1", "ATEN_CPU_CAPABILITY": "avx2"}))
    if avx2["cases"] != one_thread["cases"]:
        bad = [n for n in CASES if avx2["cases"][n] != one_thread["cases"][n]]
        sys.exit(f"ATEN_CPU_CAPABILITY=avx2 differs from this machine's kernels in {bad}; not written")
    differ = [n for n in CASES if portable["cases"][n] != one_thread["cases"][n]]
    unexpected = sorted(set(differ) - set(VECTOR_KERNEL_CASES))
    if unexpected:
        sys.exit(f"the portable kernels differ in cases not known to use vector kernels: {unexpected}; "
                 "not written")
    data = one_thread
    data["checked_under"] = [VARIANTS[0], {"OMP_NUM_THREADS": "1", "ATEN_CPU_CAPABILITY": "avx2"}]
    data["differ_under_portable_kernels"] = differ
    text = json.dumps(data, indent=1) + "\n"
    if args.check:
        same = json.loads(OUT.read_text())["cases"] == data["cases"]
        print(f"{OUT}: {'up to date' if same else 'DIFFERS'}")
        return 0 if same else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text)
    print(f"wrote {OUT}: {len(data['cases'])} cases, torch {data['torch_version']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
