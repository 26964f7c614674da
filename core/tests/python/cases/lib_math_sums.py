# fsum (exact, CPython's rounding of the partials, its errors, any iterable), hypot with any
# number of arguments and dist (CPython's vector_norm), prod, isclose's tolerances, factorial.
import math
import random

r = random.Random(7)


def show(f, *a, **k):
    try:
        return repr(f(*a, **k))
    except (ValueError, OverflowError, TypeError) as e:
        return type(e).__name__ + ": " + str(e)


for n in range(2, 9):
    for _ in range(6):
        xs = [math.ldexp(r.random(), r.randint(-30, 30)) * r.choice([1, -1]) for _ in range(n)]
        print(show(math.hypot, *xs), show(math.dist, xs, xs[::-1]),
              show(math.fsum, xs + [-x for x in xs[:2]]), show(math.fsum, xs * 3))
print(show(math.fsum, [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), show(math.fsum, [0.1] * 10))
print(show(math.fsum, [1e308, 1e308]), show(math.fsum, [math.inf, -math.inf]))
print(show(math.fsum, [math.inf, 1.0, math.inf]), show(math.fsum, [math.nan, 1.0]))
print(show(math.fsum, iter([1, 2.5, 3])), show(math.fsum, (x / 7 for x in range(100))))
print(show(math.fsum, []), show(math.fsum, [1e-16, 1, 1e16]), show(math.fsum, range(10)))
print(show(math.fsum, ["a"]), show(math.fsum, 3), show(math.fsum))
print(show(math.hypot), show(math.hypot, -3), show(math.hypot, 3, 4, 12), show(math.hypot, 5e-324, 1e-323))
print(show(math.hypot, 1e-310, 3e-310, 2e-311), show(math.hypot, math.inf, math.nan))
print(show(math.hypot, math.nan, 1), show(math.hypot, 1e308, 1e308), show(math.hypot, "a"))
print(show(math.dist, (1, 2), (3,)), show(math.dist, (0, 0), (3, 4)), show(math.dist, iter([1, 1]), [4, 5]))
print(show(math.dist, [1]), show(math.dist, (1e308, 0), (-1e308, 0)))
print(show(math.prod, range(1, 30)), show(math.prod, [1.5, 2], start=3), show(math.prod, []))
print(show(math.prod, (x for x in [2, 3, 4])), show(math.prod, ["a", 3]))
print(show(math.isclose, 1.0, 1.0 + 1e-10), show(math.isclose, 1, 1.1, rel_tol=0.2))
print(show(math.isclose, 0, 1e-10, abs_tol=1e-9), show(math.isclose, 1, 2, rel_tol=-1))
print(show(math.isclose, 1, 2, abs_tol=-1), show(math.isclose, math.inf, math.inf), show(math.isclose, math.inf, 1e308))
print(show(math.factorial, 25), show(math.factorial, -1), show(math.factorial, 2.0), show(math.factorial, "3"))
