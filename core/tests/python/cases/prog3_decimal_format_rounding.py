from decimal import Decimal, Context, localcontext, ROUND_HALF_UP, ROUND_05UP, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, Inexact, Rounded, getcontext
vals = ["1234.5678", "-0.005", "1E+5", "0.1", "-1234567.891", "123.456E-10", "NaN", "-Infinity", "0E-7"]
specs = ["", ".2f", ">12.3f", "<+10.1f", ",.2f", "_f", ".3e", ".4g", ".1%", "012.2f", "^14", "f"]
for v in vals:
    d = Decimal(v)
    out = []
    for s in specs:
        try:
            out.append(format(d, s))
        except ValueError as e:
            out.append("ERR")
    print(v, "|".join(out))
print(str(Decimal("1E+5")), repr(Decimal("0.000001")), str(Decimal("0.0000001")), Decimal("123E-2").to_eng_string(), Decimal("1.2E+7").to_eng_string())
print(Decimal(1.1), Decimal("1.1") + Decimal("2.2"), Decimal("3") / Decimal("7"), Decimal("10") ** -2, Decimal(2).sqrt())
for mode in (ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_05UP, ROUND_FLOOR, ROUND_UP):
    print(mode, [str(Decimal(x).quantize(Decimal("0.1"), rounding=mode)) for x in ("1.25", "1.35", "-1.25", "1.01", "1.51")])
ctx = Context(prec=4, traps=[Inexact])
try:
    ctx.divide(Decimal(1), Decimal(3))
except Inexact as e:
    print(type(e).__name__)
with localcontext(prec=6, rounding=ROUND_HALF_UP) as c:
    r = Decimal(2) / Decimal(3)
    print(r, c.flags[Inexact], c.flags[Rounded])
print(getcontext().prec, Decimal("1.000").quantize(Decimal("1e-1")), Decimal("12.345").quantize(Decimal("1e1")) if False else Decimal("12.345").quantize(Decimal("1")))
print(Decimal("5.5").to_integral_value(), Decimal("6.5").to_integral_value(), round(Decimal("6.5")), round(Decimal("-2.5")), round(Decimal("1.2345"), 3), Decimal("1.5").__floor__() if hasattr(Decimal, "__floor__") else 1)
import math
print(math.floor(Decimal("-1.5")), math.ceil(Decimal("1.2")), Decimal("7.50").adjusted(), Decimal("-3").copy_abs(), Decimal("3").copy_negate(), Decimal("2").max(Decimal("3")), Decimal("1.10").compare_total(Decimal("1.1")))
print(sum([Decimal("0.1")] * 10) == Decimal("1.0"), Decimal("1.0") == 1, Decimal("0.5") == 0.5, Decimal("0.1") == 0.1, Decimal("1") in {1}, hash(Decimal("2")) == hash(2))
print(Decimal.from_float(0.25), Decimal((1, (1, 4), -1)), Decimal("  3.0  "), Decimal(-0.0), Decimal("1_000.5"), Decimal("inf"), Decimal("-nan"))
print(Decimal("1.23456789").quantize(Decimal("0.0001")), Decimal("99.995").quantize(Decimal("0.01")), Decimal("-0.5").quantize(Decimal("1")))
print(Decimal("10").ln().quantize(Decimal("1e-10")), Decimal("100").log10(), Decimal("1").exp().quantize(Decimal("1e-12")), Decimal(16).sqrt(), Decimal("0.01").sqrt())
