# fractions: construction from ints, floats, strings and Fractions; reprs and errors.
from fractions import Fraction as F
import fractions


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


t("F()", lambda: F())
t("F(3)", lambda: F(3))
t("F(6, 4)", lambda: F(6, 4))
t("F(-6, -4)", lambda: F(-6, -4))
t("F(6, -4)", lambda: F(6, -4))
t("F(0, -5)", lambda: F(0, -5))
t("F(F(1, 2), F(3, 4))", lambda: F(F(1, 2), F(3, 4)))
t("F(F(5, 3))", lambda: F(F(5, 3)))
t("F(0.1)", lambda: F(0.1))
t("F(-2.5)", lambda: F(-2.5))
t("F(1e100)", lambda: F(1e100))
t("F(True)", lambda: F(True))
t("F(1, None)", lambda: F(1, None))
for s in ["3/4", " -3/4 ", "+7", "1.5e-3", "1.5E3", "-.25", "3.", ".5e1", "1_000/3", "1_0.2_5",
          "1e+2", "12/16", "0/5", "007", "3 / 4", "1e", "x", "", "/3", "1/", "1__0", "_1",
          "1.5/2", "1/2e3", "--1", "1/0", "inf", "nan", "  ", "0.0001"]:
    t("F(%r)" % s, lambda s=s: F(s))
t("F(1, 0)", lambda: F(1, 0))
t("F(-3, 0)", lambda: F(-3, 0))
t("F(1.5, 2)", lambda: F(1.5, 2))
t("F(1, 2.0)", lambda: F(1, 2.0))
t("F(None)", lambda: F(None))
t("F([1])", lambda: F([1]))
t("F(float('nan'))", lambda: F(float("nan")))
t("F(float('inf'))", lambda: F(float("inf")))
t("F(float('-inf'))", lambda: F(float("-inf")))
t("from_float(0.75)", lambda: F.from_float(0.75))
t("from_float(3)", lambda: F.from_float(3))
t("from_float('x')", lambda: F.from_float("x"))
t("from_float(F(1,2))", lambda: F.from_float(F(1, 2)))
x = F(-22, 7)
print(x.numerator, x.denominator, x.as_integer_ratio(), repr(x), str(x), str(F(4, 2)))
print("%s and %r" % (x, x), f"{x}", f"{x!r}", format(x, ""), "{}".format(F(5)))
t("format spec", lambda: format(x, ".2f"))
print(F(10 ** 30, 3), F(-(10 ** 25) + 1, 10 ** 20))
print(fractions.__all__, isinstance(x, F), type(x), F.__name__)
import numbers
print(isinstance(x, numbers.Rational), isinstance(x, numbers.Real), isinstance(x, numbers.Number))
print(issubclass(F, numbers.Rational), issubclass(F, numbers.Integral))
print(bool(F(0)), bool(F(1, 3)), float(F(1, 3)), float(F(-7, 2)), int(F(-7, 2)), int(F(7, 2)))
print(float(F(10 ** 400, 10 ** 399 + 1)), float(F(1, 3 ** 50)))
