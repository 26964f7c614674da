# cmath: the special values (C99 Annex G) at every combination of infinities, NaNs, signed zeros
# and finite parts; rect, log with a base, isclose, isfinite/isinf/isnan, the constants, and the
# arguments cmath accepts and refuses.
import cmath
import math

inf, nan = math.inf, math.nan
kinds = [-inf, -2.5, -0.0, 0.0, 2.5, inf, nan]


def show(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__


for name in ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
             "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "phase", "polar", "isfinite",
             "isinf", "isnan"]:
    f = getattr(cmath, name)
    print(name)
    for x in kinds:
        print(" ", " ".join(show(f, complex(x, y)) for y in kinds))
print("rect")
for r in kinds + [1e308]:
    print(" ", " ".join(show(cmath.rect, r, p) for p in kinds + [1.0, -1e-300, math.pi / 2]))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
print(type(cmath.infj).__name__, type(cmath.inf).__name__)
for a, b in [(8, 2), (100, 10), (1j, 2), (2, 1j), (-1, 10), (0, 2), (2, 0), (2, 1), (1, 1),
             (1e300 + 1e300j, 2), (inf, 2), (2, inf), (nan, 2), (-0.0, 2), (10**100, 10)]:
    print("log", a, b, show(cmath.log, a, b))
print(show(cmath.log, 0), show(cmath.log10, -0.0), show(cmath.log, 1, None),
      show(cmath.log, 2, -1), show(cmath.log, 10**400))
cases = [(1, 1, {}), (1, 1 + 1e-10j, {}), (1, 1.1, {}), (1, 1.1, {"rel_tol": 0.2}),
         (0, 1e-10, {}), (0, 1e-10, {"abs_tol": 1e-9}), (inf, inf, {}), (inf, 1e308, {}),
         (nan, nan, {}), (1j, 1j, {"rel_tol": -1}), (1j, 2j, {"abs_tol": -1}),
         (1 + 1j, 1 + 1.0000000001j, {}), (1e308 + 1e308j, -1e308 - 1e308j, {})]
for a, b, kw in cases:
    print("isclose", a, b, kw, show(lambda: cmath.isclose(a, b, **kw)))


class C:
    def __complex__(self):
        return 1 + 1j


class F:
    def __float__(self):
        return 0.25


class I:
    def __index__(self):
        return 4


class B:
    def __complex__(self):
        return 2


for arg in [C(), F(), I(), True, 4, 2.25, 10**20, 10**400, "1", None, [1], B()]:
    print("sqrt", type(arg).__name__, show(cmath.sqrt, arg), show(cmath.phase, arg),
          show(cmath.isnan, arg))
for r, p in [(1, "x"), (1j, 1), (1, 1j), (F(), I()), (True, False), (2, 10**400)]:
    print("rect", type(r).__name__, type(p).__name__, show(cmath.rect, r, p))
print(show(cmath.polar, 1e308 + 1e308j), show(cmath.exp, 1000), show(cmath.exp, 709 + 1e-300j),
      show(cmath.cosh, 1000 + 0j), show(cmath.sinh, -1000 + 1j), show(cmath.sqrt, -4),
      show(cmath.atanh, 1), show(cmath.atanh, -1), show(cmath.atanh, 1 + 0j))
print(sorted(n for n in dir(cmath) if not n.startswith("_")))
# glibc's atan2 reports an angle underflowing to zero, which phase (not polar) raises.
print(show(cmath.phase, complex(1e300, -1e-300)), show(cmath.polar, complex(1e300, -1e-300)),
      show(cmath.phase, complex(1e300, 1e-10)), show(cmath.log, complex(1e300, 1e-300)))
