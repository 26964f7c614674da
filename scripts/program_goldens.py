"""Goldens for core/tests/programs and core/tests/learner_programs: each NAME.py is run by real PyTorch (with its `device = "cpu"`
line as written) and its stdout saved as NAME.out. The playground's test runs the same program
with `device = "tpu"` and compares.

Run: /work/torchenv/bin/python scripts/program_goldens.py
CI does not need torch: it reads the committed .out files.
"""
import contextlib
import io
import pathlib
import runpy
import sys

import torch

tests = pathlib.Path(__file__).resolve().parent.parent / "core" / "tests"
paths = sorted(tests.glob("programs/*.py")) + sorted(tests.glob("learner_programs/*.py"))
for path in paths:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        runpy.run_path(str(path), run_name="__main__")
    path.with_suffix(".out").write_text(buf.getvalue())
    print(f"{path.name}: {len(buf.getvalue().splitlines())} lines (torch {torch.__version__})", file=sys.stderr)
