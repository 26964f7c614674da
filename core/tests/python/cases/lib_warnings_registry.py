# The registries behind "default", "module" and "once", catch_warnings' saving and restoring,
# record=True, showwarning to a file, and the catch_warnings errors.
import io
import sys
import warnings

out = io.StringIO()
warnings.showwarning = lambda m, c, f, l, file=None, line=None: out.write(warnings.formatwarning(m, c, f, l, line))


def run(action, calls):
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter(action)
        regs = {}
        for text, cat, lineno, mod in calls:
            reg = regs.setdefault(mod, {})
            warnings.warn_explicit(text, cat, mod + ".py", lineno, module=mod, registry=reg)
        shown = ["%s@%s:%d" % (m.message, m.filename, m.lineno) for m in log]
        keys = {mod: sorted(tuple(x.__name__ if isinstance(x, type) else x for x in k) for k in reg if k != "version") for mod, reg in regs.items()}
    return shown, keys


calls = [("a", UserWarning, 1, "m1"), ("a", UserWarning, 1, "m1"), ("a", UserWarning, 2, "m1"),
         ("a", UserWarning, 1, "m2"), ("a", RuntimeWarning, 1, "m1"), ("b", UserWarning, 1, "m1")]
for action in ["default", "module", "once", "always", "ignore"]:
    shown, keys = run(action, calls)
    print(action, shown)
    print("  ", keys)

warnings.resetwarnings()
warnings.simplefilter("default")
reg = {}
warnings.warn_explicit("r", UserWarning, "x.py", 3, registry=reg)
warnings.warn_explicit("r", UserWarning, "x.py", 3, registry=reg)
print("version" in reg, [k for k in reg if k != "version"])
warnings.simplefilter("default")
warnings.warn_explicit("r", UserWarning, "x.py", 3, registry=reg)
print(repr(out.getvalue()))
warnings.warn_explicit(UserWarning("inst"), DeprecationWarning, "y.py", 4, module="y")
warnings.warn_explicit("nomod", UserWarning, "Some/Path/Z.PY", 5)
print(out.getvalue().splitlines()[-2:])

before = warnings.filters[:]
hook = warnings.showwarning
cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
with cw as log:
    print(type(log).__name__, warnings.showwarning is hook)
    warnings.simplefilter("always")
    warnings.warn("inside")
    print(len(log), log[0].category.__name__, str(log[0].message), log[0].file, log[0].line, log[0].source)
    try:
        cw.__enter__()
    except RuntimeError as e:
        print("RuntimeError", e)
print(warnings.filters == before, warnings.showwarning is hook)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print("RuntimeError", e)
with warnings.catch_warnings(action="ignore"):
    print(warnings.filters[0][0], len(warnings.filters) == len(before) + 1)
    warnings.warn("dropped")
with warnings.catch_warnings(action="always", category=SyntaxWarning, lineno=0, append=True):
    print(warnings.filters[-1][0], warnings.filters[-1][2].__name__)

file = io.StringIO()
warnings.showwarning = warnings._showwarning_orig
warnings.showwarning("to file", FutureWarning, "w.py", 9, file)
warnings.showwarning(FutureWarning("obj"), FutureWarning, "w.py", 10, file, "  code()")
print(repr(file.getvalue()))
print(warnings._formatwarning_orig is warnings.formatwarning, warnings.showwarning is warnings._showwarning_orig)
