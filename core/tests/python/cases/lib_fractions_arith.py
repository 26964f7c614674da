# fractions: arithmetic with int, float and Fraction, powers, rounding and comparisons.
import math
from fractions import Fraction as F


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


a, b = F(3, 4), F(-5, 6)
for name, op in [("+", lambda x, y: x + y), ("-", lambda x, y: x - y), ("*", lambda x, y: x * y),
                 ("/", lambda x, y: x / y), ("//", lambda x, y: x // y), ("%", lambda x, y: x % y),
                 ("divmod", divmod), ("**", lambda x, y: x ** y)]:
    for x, y in [(a, b), (a, 2), (2, a), (a, 0.5), (0.5, a), (b, -3), (3, b), (a, F(0)),
                 (a, 0), (0, a), (F(7, 2), F(1, 2)), (True, a), (a, F(-2)), (F(0), -1),
                 (F(8, 27), F(1, 3)), (F(9, 4), F(1, 2)), (2.0, F(3, 2))]:
        t("%r %s %r" % (x, name, y), lambda x=x, y=y: op(x, y))
t("a + 'x'", lambda: a + "x")
t("'x' * a", lambda: "x" * a)
t("a + None", lambda: a + None)
t("-a, +a, abs(b)", lambda: (-a, +a, abs(b)))
for v in [F(7, 2), F(-7, 2), F(5, 2), F(-5, 2), F(1, 3), F(-1, 3), F(10), F(9, 2)]:
    print(v, math.floor(v), math.ceil(v), math.trunc(v), round(v), round(v, 1), round(v, 0),
          round(v, -1), int(v), type(round(v)).__name__, type(round(v, 1)).__name__)
print(round(F(12345, 7), 3), round(F(12345, 7), -2), round(F(-25, 1), -1), round(F(15), -1))
print(F(1, 3) ** 3, F(2, 3) ** -2, F(-2, 3) ** -3, F(-2, 3) ** 3, 2 ** F(3), 2 ** F(-3), F(4) ** 0.5)
print(4 ** F(1, 2), F(1, 4) ** F(1, 2), F(2) ** F(-2))
cmp = [F(1, 2), F(2, 4), 0.5, 1, F(3, 2), 1.5, 0, -0.5, F(-1, 2), float("inf"), float("-inf"),
       float("nan")]
for x in [F(1, 2), F(-1, 2), F(3, 2)]:
    for y in cmp:
        print(x, y, x == y, x != y, x < y, x <= y, x > y, x >= y, y == x, y < x, y > x)
print(F(1, 2) == "1/2", F(5) == 5, 5 == F(5), F(5) == 5.0, F(1, 3) == 1 / 3)
t("F < 'x'", lambda: F(1, 2) < "x")
t("F >= None", lambda: F(1, 2) >= None)
print(sorted([F(1, 3), 0.25, 1, F(-1, 2), 0, F(2, 3), 0.5]))
print(max(F(1, 3), F(1, 4)), min(F(1, 3), 0.3), sum([F(1, 2), F(1, 3), F(1, 6)]), sum([F(1, 10)] * 10))
print(F(1, 3) + F(1, 3) + F(1, 3) == 1, 0.1 + 0.2 == F(3, 10), F(0.1) + F(0.2) == F(0.3))
