"""Runs a PyTorch command twice, under one thread (OMP_NUM_THREADS=1) and under ATen's portable
kernels (ATEN_CPU_CAPABILITY=default), and returns its stdout only when both runs printed the same
bytes: a golden that depends on the thread count or the CPU's vector unit is not a golden.

Shared by scripts/refdata/programs.py and rng.py.
"""
import os
import subprocess
import sys

VARIANTS = [
    {"OMP_NUM_THREADS": "1"},
    {"ATEN_CPU_CAPABILITY": "default"},
]


class Unstable(Exception):
    """The two runs printed different text."""


def first_difference(a, b):
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return f"line {i + 1}:\n  {x}\n  {y}"
    return f"lengths {len(a)} and {len(b)}"


def run_under(args, extra, cwd=None, timeout=900):
    """stdout of `python args...` with the environment variables `extra` (and no other setting of
    the thread count or the CPU capability); RuntimeError if it fails."""
    env = {k: v for k, v in os.environ.items() if k not in ("OMP_NUM_THREADS", "ATEN_CPU_CAPABILITY")}
    env.update(extra)
    env["PYTHONHASHSEED"] = "0"
    run = subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True,
                         timeout=timeout)
    if run.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, args))} failed under {extra}:\n{run.stderr}")
    return run.stdout


def run_twice(args, cwd=None, timeout=900):
    """stdout of `python args...` under each variant; raises Unstable if they differ, or
    RuntimeError if a run fails."""
    outs = [run_under(args, extra, cwd, timeout) for extra in VARIANTS]
    if outs[0] != outs[1]:
        raise Unstable(f"{' '.join(map(str, args))}: {VARIANTS[0]} and {VARIANTS[1]} differ at "
                       f"{first_difference(outs[0], outs[1])}")
    return outs[0]
