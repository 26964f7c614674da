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
try:
    code = compile(src, "<program>", "exec")
except SyntaxError as e:
    # As `python3 prog.py` shows a program that does not compile: the C display, no frames.
    e.__traceback__ = None
    if e.text is None and e.lineno:
        # (The compiler's own errors read the line from the file, which `<program>` is not.)
        lines = src.splitlines(True)
        if 0 < e.lineno <= len(lines):
            e.text = lines[e.lineno - 1]
    sys.__excepthook__(type(e), e, None)
    sys.exit(1)
# The program's own `__main__` module (so `sys.modules["__main__"]` is the program's), holding the
# names a script's `__main__` holds before its first line, in CPython's order.
main = type(sys)("__main__")
main.__dict__.update({"__doc__": None, "__package__": None, "__loader__": None, "__spec__": None,
                      "__annotations__": {}, "__builtins__": __builtins__,
                      "__file__": "<program>", "__cached__": None})
sys.modules["__main__"] = main
# The "Did you mean: 'x'?" that CPython 3.11's own display (C, `Python/suggestions.c`) adds after
# an uncaught NameError's or AttributeError's message, which 3.11's `traceback` module leaves out:
# computed here the same way and added to each such exception's line, chained ones too.
def _cost(a, b):
    if a & 31 != b & 31:
        return 2
    if a == b:
        return 0
    return 1 if chr(a).lower() == chr(b).lower() else 2

def _distance(a, b, max_cost):
    while a and b and a[0] == b[0]:
        a, b = a[1:], b[1:]
    while a and b and a[-1] == b[-1]:
        a, b = a[:-1], b[:-1]
    if not a or not b:
        return (len(a) + len(b)) * 2
    if len(a) > 40 or len(b) > 40:
        return max_cost + 1
    if len(b) < len(a):
        a, b = b, a
    if (len(b) - len(a)) * 2 > max_cost:
        return max_cost + 1
    row = [(i + 1) * 2 for i in range(len(a))]
    result = 0
    for bi, code in enumerate(b):
        dist = result = bi * 2
        minimum = None
        for ai, ac in enumerate(a):
            substitute = dist + _cost(code, ac)
            dist = row[ai]
            result = min(min(result, dist) + 2, substitute)
            row[ai] = result
            minimum = result if minimum is None else min(minimum, result)
        if minimum > max_cost:
            return max_cost + 1
    return result

def _nearest(name, items):
    items = list(items)
    if len(items) >= 750:
        return None
    best, best_d = None, None
    nb = name.encode()
    for item in items:
        if not isinstance(item, str) or item == name:
            continue
        ib = item.encode()
        max_d = (len(nb) + len(ib) + 3) * 2 // 6
        if best_d is not None:
            max_d = min(max_d, best_d - 1)
        d = _distance(nb, ib, max_d)
        if d > max_d:
            continue
        if best is None or d < best_d:
            best, best_d = item, d
    return best

def _suggestion(ev):
    try:
        if isinstance(ev, AttributeError):
            if type(ev.name) is str and ev.obj is not None:
                return _nearest(ev.name, dir(ev.obj))
        elif isinstance(ev, NameError):
            t = ev.__traceback__
            if type(ev.name) is not str or t is None:
                return None
            while t.tb_next is not None:
                t = t.tb_next
            f = t.tb_frame
            for names in (f.f_code.co_varnames, f.f_globals, f.f_builtins):
                s = _nearest(ev.name, names)
                if s is not None:
                    return s
    except Exception:
        pass
    return None

def _display_suggestions():
    # (Installed only once the program has ended: the `traceback` module it uses stays 3.11's.)
    init = traceback.TracebackException.__init__
    def tb_init(self, exc_type, exc_value, *args, **kwargs):
        init(self, exc_type, exc_value, *args, **kwargs)
        self._suggestion = _suggestion(exc_value)
    traceback.TracebackException.__init__ = tb_init
    only = traceback.TracebackException.format_exception_only
    def tb_only(self):
        lines = list(only(self))
        s = getattr(self, "_suggestion", None)
        if s is not None and lines:
            lines[0] = lines[0].rstrip("\n") + f". Did you mean: '{s}'?\n"
        return lines
    traceback.TracebackException.format_exception_only = tb_only

try:
    exec(code, main.__dict__)
except BaseException:
    et, ev, tb = sys.exc_info()
    sys.stdout.flush()
    _display_suggestions()
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
