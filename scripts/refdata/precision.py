#!/usr/bin/env python3
"""Goldens for core/tests/precision: each NAME.py runs under real PyTorch (its `device = "cpu"`
line as written) and its stdout is saved as NAME.out; the playground's test runs it on "tpu".

A TPU's MXU multiplies bfloat16, so `torch.set_float32_matmul_precision` changes what a float32
matmul on a TPU computes. PyTorch on a CPU has no MXU, so this script makes the reference by
rounding the inputs, with real PyTorch's own arithmetic, the way the MXU's passes round them:

* "medium": one pass, `a.bfloat16().float() @ b.bfloat16().float()`;
* "high": three passes of the bf16x3 split, `a_hi @ b_lo + a_lo @ b_hi + a_hi @ b_hi` (summed in
  that order), with `x_hi = bf16(x)` and `x_lo = bf16(x - x_hi)`;
* "highest": PyTorch's float32 product, untouched.

It does that by replacing, for the run, `torch.set_float32_matmul_precision` (which only records
the setting, so PyTorch's own CPU behaviour for it cannot leak in) and the matmul forms the
programs use (`@`, matmul, mm, bmm, einsum of two operands, F.linear and so nn.Linear). Autocast
needs no patch: PyTorch's CPU autocast is the reference for the playground's TPU autocast.
Each golden must be identical with OMP_NUM_THREADS=1 and with ATEN_CPU_CAPABILITY=default
(`--check` runs both and compares).

Run: /work/torchenv/bin/python scripts/refdata/precision.py [--check]
"""
import contextlib
import io
import os
import pathlib
import runpy
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parents[2] / "core" / "tests" / "precision"


def install():
    import torch
    import torch.nn.functional as F

    state = {"precision": "highest"}

    def set_precision(p):
        if not isinstance(p, str):
            raise RuntimeError(f"set_float32_matmul_precision expects a str, but got {type(p).__name__}")
        if p in ("highest", "high", "medium"):
            state["precision"] = p

    def passes(a, b):
        p = state["precision"]
        if p == "highest" or a.dtype != torch.float32 or b.dtype != torch.float32:
            return None
        r = lambda t: t.bfloat16().float()  # noqa: E731
        a_hi, b_hi = r(a), r(b)
        if p == "medium":
            return [(a_hi, b_hi)]
        a_lo, b_lo = r(a - a_hi), r(b - b_hi)
        return [(a_hi, b_lo), (a_lo, b_hi), (a_hi, b_hi)]

    def summed(orig, a, b, *rest, **kw):
        ps = passes(a, b)
        if ps is None:
            return orig(a, b, *rest, **kw)
        out = None
        for x, y in ps:
            t = orig(x, y, *rest, **kw)
            out = t if out is None else out + t
        return out

    def two(orig):
        return lambda a, b, *rest, **kw: summed(orig, a, b, *rest, **kw)

    linear = F.linear

    def patched_linear(x, w, bias=None):
        if passes(x, w) is None:
            return linear(x, w, bias)
        out = summed(linear, x, w)
        return out if bias is None else out + bias

    einsum = torch.einsum

    def patched_einsum(eq, *ops):
        if len(ops) == 2:
            return summed(lambda a, b: einsum(eq, a, b), *ops)
        return einsum(eq, *ops)

    torch.set_float32_matmul_precision = set_precision
    torch.get_float32_matmul_precision = lambda: state["precision"]
    for name in ("matmul", "mm", "bmm"):
        setattr(torch, name, two(getattr(torch, name)))
    for name in ("__matmul__", "matmul", "mm", "bmm"):
        setattr(torch.Tensor, name, two(getattr(torch.Tensor, name)))
    torch.einsum = patched_einsum
    F.linear = patched_linear


def run_one(path):
    install()
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        runpy.run_path(str(path), run_name="__main__")
    return buf.getvalue()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        sys.stdout.write(run_one(pathlib.Path(sys.argv[2])))
        return 0
    check = "--check" in sys.argv
    bad = 0
    for path in sorted(HERE.glob("*.py")):
        outs = []
        for extra in ({}, {"OMP_NUM_THREADS": "1"}, {"ATEN_CPU_CAPABILITY": "default"}):
            env = dict(os.environ, **extra)
            outs.append(subprocess.run([sys.executable, __file__, "--one", str(path)], env=env,
                                       check=True, capture_output=True, text=True).stdout)
        if len(set(outs)) != 1:
            print(f"{path.name}: the output depends on threads or CPU capability: not a reference")
            bad += 1
            continue
        golden = path.with_suffix(".out")
        if check:
            same = golden.exists() and golden.read_text() == outs[0]
            print(f"{path.name}: {'up to date' if same else 'DIFFERS'}")
            bad += not same
        else:
            golden.write_text(outs[0])
            print(f"{path.name}: {len(outs[0].splitlines())} lines")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
