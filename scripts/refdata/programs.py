#!/usr/bin/env python3
"""Writes core/testdata/programs/**/NAME.out: the exact stdout of real PyTorch (CPU) running each
NAME.py there. The programs are the project's own; each has the line `device = "cpu"` exactly once,
at column 0, and the tests swap it for `device = "tpu"` and compare what the playground prints.

Every program runs twice (scripts/refdata/twice.py: one thread, then ATen's portable kernels); a
program whose two outputs differ is reported and its .out is not written, so no golden depends on
the thread count or the CPU's vector unit. Run with real PyTorch from PyPI in a venv outside the
repository:

    /work/venv-torch/bin/python scripts/refdata/programs.py [--check] [NAME.py ...]

--check compares with the committed .out files and writes nothing.
"""
import argparse
import pathlib
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from twice import Unstable, run_twice  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "core" / "testdata" / "programs"
DEVICE_LINE = 'device = "cpu"\n'


def golden(source, name):
    """stdout of `source` under real PyTorch, the same in both runs (or Unstable)."""
    # From a file, not stdin: torch.multiprocessing.spawn's children re-import the program.
    with tempfile.TemporaryDirectory() as tmp:
        prog = pathlib.Path(tmp) / name
        prog.write_text(source)
        return run_twice([str(prog)], cwd=tmp)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    ap.add_argument("paths", nargs="*", help="programs to run (default: all)")
    args = ap.parse_args()
    import torch

    paths = [pathlib.Path(p).resolve() for p in args.paths] or sorted(PROGRAMS.rglob("*.py"))
    bad = 0
    for path in paths:
        rel = path.relative_to(PROGRAMS)
        src = path.read_text()
        if src.count("\n" + DEVICE_LINE) != 1:
            print(f"{rel}: needs exactly one `{DEVICE_LINE.strip()}` line", file=sys.stderr)
            bad += 1
            continue
        try:
            out = golden(src, path.name)
        except (Unstable, RuntimeError) as e:
            print(f"{rel}: NOT WRITTEN: {e}", file=sys.stderr)
            bad += 1
            continue
        target = path.with_suffix(".out")
        if args.check:
            same = target.exists() and target.read_text() == out
            print(f"{rel}: {'up to date' if same else 'DIFFERS'}")
            bad += not same
            continue
        target.write_text(out)
        print(f"wrote {target.relative_to(ROOT)} ({out.count(chr(10))} lines, torch {torch.__version__})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
