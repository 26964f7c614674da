#!/usr/bin/env python3
"""Writes the expected output of every language conformance case from a real CPython run.

Each case `core/tests/python/cases/NAME.py` gets `NAME.out` beside it: the program's stdout, then,
if it raised, a line `--- error` and the last line CPython printed (`Kind: message`). Cases named
`tb_*` record the whole traceback instead, as CPython prints it for a program named `<program>`,
with its `~~^^` marker lines (PEP 657), which the playground draws as CPython does.

Run from the repository root with CPython 3.11:  python3 scripts/python_goldens.py [NAME ...]
"""

import os
import re
import subprocess
import sys
import tempfile

CASES = os.path.join(os.path.dirname(__file__), "..", "core", "tests", "python", "cases")

# Runs one case as `<program>` so tracebacks name it as the playground does.
RUNNER = r"""
import linecache, sys, traceback
src = open(sys.argv[1]).read()
linecache.cache["<program>"] = (len(src), None, src.splitlines(True), "<program>")
code = compile(src, "<program>", "exec")
# The program's own `__main__` module (so `sys.modules["__main__"]` is the program's), holding the
# names a script's `__main__` holds before its first line, in CPython's order.
main = type(sys)("__main__")
main.__dict__.update({"__doc__": None, "__package__": None, "__loader__": None, "__spec__": None,
                      "__annotations__": {}, "__builtins__": __builtins__,
                      "__file__": "<program>", "__cached__": None})
sys.modules["__main__"] = main
try:
    exec(code, main.__dict__)
except BaseException:
    et, ev, tb = sys.exc_info()
    sys.stdout.flush()
    traceback.print_exception(et, ev, tb.tb_next)
    sys.exit(1)
"""

def golden(path: str) -> str:
    name = os.path.basename(path)[:-3]
    # In a folder of its own: files a case writes (the playground keeps them in memory) stay
    # out of the repository.
    with tempfile.TemporaryDirectory() as cwd:
        r = subprocess.run(
            [sys.executable, "-c", RUNNER, os.path.abspath(path)],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=cwd,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
    out = r.stdout
    if r.returncode != 0:
        lines = r.stderr.splitlines()
        if name.startswith("tb_"):
            out += "--- traceback\n" + "\n".join(lines) + "\n"
        else:
            out += "--- error\n" + lines[-1] + "\n"
    return out


def main() -> None:
    if sys.version_info[:2] != (3, 11):
        print(f"warning: goldens are meant to come from CPython 3.11, this is {sys.version}")
    # With names (`python3 scripts/python_goldens.py NAME ...`): those cases only.
    only = {a[:-3] if a.endswith(".py") else a for a in sys.argv[1:]}
    n = 0
    for fn in sorted(os.listdir(CASES)):
        if not fn.endswith(".py") or (only and fn[:-3] not in only):
            continue
        path = os.path.join(CASES, fn)
        with open(path[:-3] + ".out", "w") as f:
            f.write(golden(path))
        n += 1
    print(f"wrote {n} goldens")


if __name__ == "__main__":
    main()
