from decimal import *
from fractions import Fraction
import statistics
getcontext().prec = 28
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
sub = sum(prices); tax = (sub * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
print(sub, tax, sub + tax, sub / 3, (sub / 3).quantize(Decimal("1.000")), round(sub / 3, 2), round(Decimal("2.5")), round(Decimal("3.5")), int(Decimal("-3.9")))
print(Decimal("1") / Decimal("3") * 3, Decimal(1).exp(), Decimal(2).ln(), Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), Decimal("1.000") == Decimal("1"), Decimal("1e3").to_eng_string(), Decimal("123E-10").to_eng_string())
print(Decimal("NaN"), Decimal("-Infinity"), Decimal("sNaN").is_snan(), Decimal(3).compare(Decimal(4)), Decimal("-0.0").is_signed(), Decimal(5).max(Decimal(7)), Decimal("12.3450").adjusted(), Decimal(-5).copy_abs())
for r in [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]:
    print(r, [str(Decimal(x).quantize(Decimal("1"), rounding=r)) for x in ["2.5", "-2.5", "1.1", "-1.9", "0.5"]])
ctx = Context(prec=5, rounding=ROUND_HALF_UP, traps=[DivisionByZero])
print(ctx.divide(Decimal(1), Decimal(7)), ctx.add(Decimal("1.23456"), 0), ctx.power(Decimal(2), 10), ctx.sqrt(Decimal(10)), ctx.create_decimal("3.14159265"))
getcontext().traps[Inexact] = False
c2 = getcontext().copy(); c2.prec = 4; c2.traps[Inexact] = True
try: c2.divide(Decimal(1), Decimal(3))
except Inexact as e: print("Inexact", type(e).__name__)
try: Decimal("1.5").quantize(Decimal("1e-30"))
except InvalidOperation as e: print("InvalidOperation", e)
print(Decimal("7.5") % 2, Decimal(-7) % 3, Decimal("1.23e5").scaleb(2), Decimal(10) ** -2, Decimal("2") ** Decimal("0.5"), Decimal(1).fma(2, 3), Decimal("100").sqrt(), Decimal(1).next_plus())
print(repr(Decimal("1.20")), str(Decimal("1E+2")), f"{Decimal('3.14159'):.2f}", f"{Decimal('1e-10'):f}", f"{Decimal('12345.678'):e}", f"{Decimal('0.000123'):g}", float(Decimal("1.1")), Decimal.from_float(0.1), Decimal((0, (1, 2), -1)))
print(Fraction(Decimal("1.25")), Fraction("3/4") * 4, Fraction(1, 3) + 1, 1 / Fraction(3), Fraction(-1, 3).__abs__(), Fraction(22, 7).__floor__(), Fraction(5, 3).limit_denominator(1), Fraction(0.5).as_integer_ratio(), Fraction(7, -14))
print(f"{Fraction(1, 3):.5f}" if hasattr(Fraction, "__format__") and False else "", Fraction("1e-3"), Fraction(" -2/4 "), Fraction(2, 3) == Fraction(4, 6), sorted([Fraction(1, 2), 0.3, 1]))
for bad in ["1/0", "abc", "1.5/2"]:
    try: print(Fraction(bad))
    except (ValueError, ZeroDivisionError) as e: print(type(e).__name__, e)
print(statistics.mean([Fraction(1, 3), Fraction(2, 3)]), statistics.median([Decimal("1.5"), Decimal("2.5"), Decimal("9")]), statistics.mean([Decimal("0.1"), Decimal("0.2")]), statistics.variance([Fraction(1), Fraction(2), Fraction(4)]))
print(statistics.NormalDist(100, 15).cdf(130), statistics.NormalDist(0, 1).inv_cdf(0.975), statistics.NormalDist.from_samples([1, 2, 3, 4]).stdev, statistics.pvariance([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(statistics.mode(["red", "blue", "red"]), statistics.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=10, method="inclusive"))
