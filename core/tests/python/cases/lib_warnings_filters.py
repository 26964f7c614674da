# Filter matching (message regex from the start, case-insensitive; module regex; category
# subclasses; lineno), ordering (append, re-adding moves to the front), invalid arguments.
import warnings

warnings.resetwarnings()
warnings.filterwarnings("error", message="bad", category=UserWarning, module="mod.x", lineno=3)
warnings.filterwarnings("ignore", category=DeprecationWarning, append=True)
warnings.simplefilter("always", RuntimeWarning, lineno=5)
warnings.simplefilter("once", append=True)
for a, m, c, mod, ln in warnings.filters:
    print(a, m and m.pattern, m and bool(m.flags & 2), c.__name__, mod and mod.pattern, ln)
warnings.simplefilter("always", RuntimeWarning, lineno=5, append=True)
warnings.filterwarnings("ignore", category=DeprecationWarning)
print([(f[0], f[2].__name__) for f in warnings.filters])

shown = []
warnings.showwarning = lambda m, c, f, l, file=None, line=None: shown.append((str(m), c.__name__, f, l))


def trial(msg, cat, mod, lineno):
    reg = {}
    try:
        warnings.warn_explicit(msg, cat, mod + ".py", lineno, module=mod, registry=reg)
        return "shown" if shown and shown[-1][0] == str(msg) else "quiet"
    except Warning as e:
        return "raised " + type(e).__name__ + " " + str(e)
    finally:
        shown.clear()


warnings.resetwarnings()
warnings.simplefilter("always")
warnings.filterwarnings("error", message="BAD")
warnings.filterwarnings("ignore", module=r"quiet\.")
warnings.filterwarnings("ignore", category=ArithmeticError.__class__ is type and BytesWarning)
warnings.filterwarnings("error", category=RuntimeWarning, lineno=9)
for args in [("bad thing", UserWarning, "m", 1), ("a bad thing", UserWarning, "m", 1),
             ("Bad", DeprecationWarning, "m", 1), ("x", UserWarning, "quiet.sub", 1),
             ("x", UserWarning, "quietsub", 1), ("x", UserWarning, "loud.quiet.sub", 1),
             ("x", BytesWarning, "m", 1), ("x", RuntimeWarning, "m", 9), ("x", RuntimeWarning, "m", 8),
             (UserWarning("bad inst"), RuntimeWarning, "m", 9)]:
    print(args[0], args[1].__name__, args[2], args[3], "->", trial(*args))

warnings.resetwarnings()
print(warnings.filters, warnings.defaultaction)
print(trial("no filters: default action", UserWarning, "m", 1))
warnings.defaultaction = "error"
print(trial("default action error", UserWarning, "m", 1))
warnings.defaultaction = "default"

bad_calls = [lambda: warnings.filterwarnings("sometimes"), lambda: warnings.filterwarnings("error", message=3),
             lambda: warnings.filterwarnings("error", category=3), lambda: warnings.filterwarnings("error", category=int),
             lambda: warnings.filterwarnings("error", module=None), lambda: warnings.filterwarnings("error", lineno=-1),
             lambda: warnings.simplefilter("error", lineno="1"), lambda: warnings.warn("x", int),
             lambda: warnings.warn("x", 5), lambda: warnings.warn(5)]
for call in bad_calls:
    try:
        call()
        print("ok", [s[:2] for s in shown])
    except (AssertionError, TypeError) as e:
        print(type(e).__name__, e)
print(warnings.formatwarning(ValueError("obj msg"), UserWarning, "<string>", 0), end="")
print(warnings.formatwarning("text", DeprecationWarning, "f.py", 12, line="   src line   "), end="")
print(repr(warnings.formatwarning("m", UserWarning, "f.py", 1, line="")))
wm = warnings.WarningMessage(UserWarning("u"), UserWarning, "f.py", 4)
print(wm, wm.source, wm.file)
print(warnings.WarningMessage("t", None, "g.py", 5, line="ln"))
