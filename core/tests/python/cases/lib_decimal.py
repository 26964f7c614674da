import decimal
from decimal import Decimal as D, getcontext, localcontext, InvalidOperation

print(getcontext())
strs = ["0", "-0", "1", "-1", "1.0", "1.00", "123.456", "-0.001", "1e10", "1E-10", "1.5e+3", "0.000001",
        "0.0000001", "123E-20", "1e6", "100", "1.23E+5", "12345678901234567890123456789012345", "  7.5  ",
        "1_000.5", "Infinity", "-inf", "NaN", "-NaN123", "sNaN", "0E+3", "0.00E-5", "-5E-1000", ".5", "5."]
for s in strs:
    d = D(s)
    print(repr(s), repr(d), str(d), d.as_tuple(), d.adjusted(), d.is_nan(), d.is_infinite(), d.is_zero(),
          d.is_signed(), d.to_eng_string())
for v in [0, 7, -12345678901234567890, 10 ** 40, 0.1, -2.5, 1e300, 5e-324, float("inf"), float("nan"), -0.0,
          (0, (1, 2, 3), -2), (1, (0,), 0), (0, (), "F")]:
    print(repr(v), repr(D(v)))
print(D.from_float(0.1), D.from_float(3))

vals = [D("1.1"), D("-2.25"), D("3"), D("0.3333"), D("1E+5"), D("0"), D("-0.0"), D("123456789.987654321"), D("7")]
for a in vals:
    row = []
    for b in vals:
        r = [a + b, a - b, a * b]
        for op in ("/", "//", "%"):
            try:
                r.append(a / b if op == "/" else a // b if op == "//" else a % b)
            except decimal.DecimalException as e:
                r.append(type(e).__name__)
        row.append(" ".join(map(str, r)))
    print(a, "|", " ; ".join(row))

print(D(1) / D(7), D(2) / D(3), D(1) / D(3) * 3, D(10) / D(4), D(100) / D(10), D("1.00") / D("0.1"), D(1) / D(8))
print(D("1.30") + D("1.20"), D("1.3") * D("1.2"), D("0.1") + D("0.2") == D("0.3"), 0.1 + 0.2 == 0.3)
print(D(2).sqrt(), D(16).sqrt(), D("0.25").sqrt(), D("1E-10").sqrt(), D(0).sqrt(), D("1.44").sqrt(), D(10).sqrt())
print(D(2) ** 10, D("1.1") ** 3, D(2) ** -2, D(3) ** -1, D("-2") ** 3, D("0.5") ** 0, D(10) ** 30, D(7) ** 40)
print(-D(0), +D("-0"), abs(D("-1.50")), -D("1.5"), +D("1.23456789012345678901234567890"))
q = D("7.325")
for r in ["ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP"]:
    print(r, q.quantize(D("0.01"), rounding=getattr(decimal, r)), (-q).quantize(D("0.01"), rounding=getattr(decimal, r)),
          D("2.5").quantize(D("1"), rounding=r), D("-3.5").quantize(D(1), rounding=r), D("1.01").quantize(D("0.1"), rounding=r))
print(D("1.2345").quantize(D("1E+1")), D("123").quantize(D("0.001")), D("1.5").to_integral_value(), D("2.5").to_integral(),
      D("-1.5").to_integral_exact(), D("1E+2").to_integral_value())
print(D("100").normalize(), D("1.2000").normalize(), D("0.00").normalize(), D("-1E+3").normalize(), D("120.0").normalize())
print(round(D("2.5")), round(D("3.5")), round(D("1.2345"), 2), round(D("-1.5")), int(D("-7.9")), float(D("1.1")),
      D("7.9").__floor__(), D("-7.1").__ceil__(), D("1.75").as_integer_ratio(), D("-0.125").as_integer_ratio())
a, b = D("1.5"), D("1.50")
print(a == b, a < D(2), D(1) == 1, D("0.5") == 0.5, D("0.1") == 0.1, D(3) > 2.5, D("NaN") == D("NaN"), D("NaN") != 1,
      hash(a) == hash(b) == hash(1.5), hash(D(10 ** 30)) == hash(10 ** 30), hash(D("-7")) == hash(-7), hash(D("0.1")) == hash(D("0.10")))
from fractions import Fraction
print(D("0.5") == Fraction(1, 2), D("0.3") < Fraction(1, 3), D("0.4") > Fraction(1, 3))
print(sorted([D("1.1"), D("-3"), D("2"), D("0.5")]), max(D(1), D("1.0")), min(D(-1), D(2)), sum([D("0.1")] * 10))
print(D(1).compare(D(2)), D(2).compare(D(2)), D("1.0").compare_total(D("1.00")), D(1).max(D("NaN")), D(3).min(D(-3)),
      D(-5).copy_abs(), D(5).copy_negate(), D(5).copy_sign(D(-1)), D("1.0").same_quantum(D("2.0")))

with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(7), D("123456789") + 0, +D("1.234567"), D(2).sqrt(), ctx.prec)
with localcontext(prec=3, rounding=decimal.ROUND_DOWN):
    print(D(2) / D(3), D("9.999") * 1)
print(getcontext().prec, D(1) / D(7))
ctx = decimal.Context(prec=4, traps=[])
print(ctx.divide(D(1), D(0)), ctx.divide(D(0), D(0)), ctx.add(D("1.23456"), 0), ctx)
ctx.clear_flags()
print(ctx.multiply(D("1e999999"), 10), ctx.flags[decimal.Overflow], ctx.flags[decimal.Inexact])
print(decimal.ExtendedContext.prec, decimal.BasicContext.rounding)

for bad in [lambda: D("abc"), lambda: D(1) / 0, lambda: D(0) / 0, lambda: D("1e999999") * 10, lambda: D("sNaN") + 1,
            lambda: D("NaN") < 1, lambda: hash(D("sNaN")), lambda: D(1).quantize(D("1e-30")),
            lambda: D(10 ** 30) // D("1e-10"), lambda: int(D("NaN")), lambda: int(D("inf")), lambda: D(-1).sqrt(),
            lambda: D("1.2.3"), lambda: D("1e"), lambda: D([1, 2])]:
    try:
        print(bad())
    except (decimal.DecimalException, TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for spec in ["", ".2f", "10.3f", "<10", "^12.1f", "+.1e", ".3g", "g", ".0f", ",", ",.2f", "08.2f", ".1%", "e", "E", "010", "012,.2f", "*^+9.1f", "z.1f", "#.0f", "n", ".0e", ".2%"]:
    try:
        print(repr(spec), [format(D(x), spec) for x in ["1234.5678", "-0.00012", "0", "1E+7", "12"]])
    except ValueError as e:
        print(repr(spec), "ValueError", e)
print(f"{D('3.14159'):.2f}", "%s|%r" % (D("1.10"), D(2)), "{:>8}".format(D("-1.5")), "%s" % D("1.10"))
for spec in ["_.1f", "x"]:
    try:
        format(D(1), spec)
    except ValueError as e:
        print("ValueError", e)
