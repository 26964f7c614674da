# fractions: hash (equal to int's and float's), limit_denominator, copy, use as dict keys.
import copy
import math
from fractions import Fraction as F


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


for v in [F(0), F(1), F(-1), F(1, 2), F(-1, 2), F(1, 3), F(-1, 3), F(22, 7), F(10 ** 30, 7),
          F(-(2 ** 61), 3), F(1, 2 ** 61 - 1), F(2 ** 61 - 1, 2 ** 61 + 1), F(3, 2 ** 64), F(2 ** 61)]:
    print(repr(v), hash(v))
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-3, 4)) == hash(-0.75))
print(hash(F(1, 3)) == hash(F(2, 6)), hash(F(-1)))
d = {F(1, 2): "half", 1: "one", 0.25: "quarter"}
print(d[0.5], d[F(1)], d[F(1, 4)], F(2, 2) in d, {F(1, 2), 0.5, F(2, 4)})
pi = F(math.pi)
print(pi)
for m in [1, 2, 7, 10, 57, 100, 113, 1000, 10 ** 6, 10 ** 20]:
    print(m, pi.limit_denominator(m), F(-3.14159).limit_denominator(m))
print(F(3, 10).limit_denominator(4), F(1, 3).limit_denominator(3), F(0.1).limit_denominator())
print(F(5, 10).limit_denominator(1), F(-5, 10).limit_denominator(1), F(7, 8).limit_denominator(1))
t("limit_denominator(0)", lambda: F(1, 3).limit_denominator(0))
t("limit_denominator(-1)", lambda: F(1, 3).limit_denominator(-1))
x = F(7, 9)
print(copy.copy(x), copy.deepcopy(x), copy.copy(x) is x, copy.deepcopy([x])[0] == x)
print(x.__reduce__())
print(F(1, 3).real, F(1, 3).imag, F(1, 3).conjugate())


class Sub(F):
    pass


s = Sub(3, 6)
print(repr(s), str(s), s + 1, type(s + 1).__name__, type(copy.copy(s)).__name__, Sub.from_float(0.5))
print([str(F(n, 12)) for n in range(-6, 7)])
print(F(123456789, 1000) % 7, F(-7, 3) // 2, divmod(F(-7, 3), F(1, 2)), F(7, 3) % -2)
print(F(1, 7) * 7 == 1, F(2, 3) * 3, (F(2, 3) * 3).denominator)
t("from_decimal(7)", lambda: F.from_decimal(7))
t("from_decimal(1.5)", lambda: F.from_decimal(1.5))
t("from_decimal('1')", lambda: F.from_decimal("1"))
