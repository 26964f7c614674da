import warnings
import sys

print(warnings.formatwarning("msg", UserWarning, "f.py", 3))
print(repr(warnings.formatwarning("m", DeprecationWarning, "a/b.py", 10, "  x = 1  ")))
print([(a, m, c.__name__, mod, l) for a, m, c, mod, l in warnings.filters[-4:]])

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("first")
    warnings.warn("second", DeprecationWarning)
    warnings.warn(RuntimeWarning("third"))
    warnings.warn("fourth", category=FutureWarning, stacklevel=2)
    for m in w:
        print(type(m.message).__name__, m.message, m.category.__name__, m.category is type(m.message),
              isinstance(m.message, Warning))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("default")
    for i in range(3):
        warnings.warn("same")
    warnings.warn("other")
    warnings.warn("same", RuntimeWarning)
    print([str(m.message) for m in w])

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("once")
    for i in range(3):
        warnings.warn("once-text")
    print(len(w))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("ignore")
    warnings.warn("hidden")
    print(len(w))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="spam")
    warnings.filterwarnings("error", category=RuntimeWarning)
    warnings.warn("Spam and eggs")
    warnings.warn("eggs")
    try:
        warnings.warn("boom", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised", type(e).__name__, e)
    print([str(m.message) for m in w])

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("as error")
    except UserWarning as e:
        print("UserWarning", e)
    try:
        warnings.warn(DeprecationWarning("dep"))
    except DeprecationWarning as e:
        print("DeprecationWarning", e)

with warnings.catch_warnings(action="error", category=FutureWarning):
    try:
        warnings.warn("fw", FutureWarning)
    except FutureWarning as e:
        print("FutureWarning", e)

before = list(warnings.filters)
with warnings.catch_warnings():
    warnings.resetwarnings()
    print(len(warnings.filters))
print(warnings.filters == before)

shown = []
def show(message, category, filename, lineno, file=None, line=None):
    shown.append((str(message), category.__name__))
old = warnings.showwarning
warnings.showwarning = show
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.warn("via hook", SyntaxWarning)
warnings.showwarning = old
print(shown)

try:
    warnings.warn("x", "notaclass")
except TypeError as e:
    print("TypeError", e)
try:
    warnings.simplefilter("bogus")
except AssertionError as e:
    print("AssertionError", e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn_explicit("explicit", UserWarning, "mod.py", 42)
    m = w[0]
    print(m.filename, m.lineno, m.message, m.category.__name__, m.line, m.file)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn_explicit("to stdout", UserWarning, "mod.py", 7)
    warnings.showwarning(w[0].message, w[0].category, "mod.py", 7, sys.stdout)
    warnings.showwarning("line given", UserWarning, "mod.py", 8, sys.stdout, "  call()  ")
