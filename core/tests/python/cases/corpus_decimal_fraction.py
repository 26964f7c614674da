from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation, DivisionByZero
from fractions import Fraction
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
total = sum(prices)
print(total, repr(total), total * 3, total / 3, total.quantize(Decimal("0.1")), -total)
tax = (total * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(tax, total + tax, Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.5").quantize(Decimal("1")))
print(Decimal(0.1), Decimal("1.10") + Decimal("2.20"), Decimal("1e3"), Decimal("100").normalize(), Decimal("-0"))
print(Decimal(10) ** 20, Decimal(2).sqrt(), Decimal("1") / Decimal("7"), Decimal("7") // 2, Decimal("-7") % 3, Decimal("-7") // 2)
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 3, Decimal("123456789") * 1)
getcontext().rounding = ROUND_DOWN
print(Decimal("2.999").quantize(Decimal("0.01")))
getcontext().rounding = ROUND_HALF_UP
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__mro__[1].__name__)
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print("DivisionByZero", e)
print(Decimal("3.14").as_tuple(), Decimal("NaN").is_nan(), Decimal("inf") > 10**100, Decimal("1.0") == 1, Decimal("0.5") < 0.6)
print(f"{Decimal('1234.5678'):,.2f}", f"{Decimal('0.000123'):e}", format(Decimal("12.5"), ">10"), str(Decimal("1E+2")), Decimal("1.23E-7"))
print(round(Decimal("2.345"), 2), round(Decimal("2.5")), int(Decimal("-3.9")), float(Decimal("0.1")), Decimal(3).max(Decimal(5)))
f = Fraction(3, 4)
print(f, repr(f), f + Fraction(1, 4), f * 2, f / 3, f ** 2, -f, abs(Fraction(-1, 3)), Fraction("0.125"), Fraction(0.5), Fraction("3/9"))
print(Fraction(1, 3) + 1, 1 - Fraction(1, 3), Fraction(1, 3) + 0.5, Fraction(7, 2) // 1, Fraction(7, 2) % 1, round(Fraction(7, 2)), float(Fraction(1, 3)))
print(Fraction(355, 113).limit_denominator(10), Fraction(3.14159).limit_denominator(1000), f.numerator, f.denominator, Fraction(6, -4))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print(e)
print(sum(Fraction(1, n) for n in range(1, 6)), Fraction(1, 2) == 0.5, Fraction(1, 3) < Decimal("0.4") if False else "skip", hash(Fraction(1, 2)) == hash(0.5))
print(sorted([Fraction(1, 2), 0.3, Decimal("0.4") if False else 0.45, 1]), math_ok := True)
print(Decimal("1.30").quantize(Decimal("1.0")), Decimal("12.345").to_integral_value(), Decimal(-1).copy_abs(), Decimal("5E-3").adjusted())
print(Decimal("0.1") * 3 == Decimal("0.3"), Decimal(1).exp(), Decimal(100).ln(), Decimal(1000).log10(), Decimal("2") ** Decimal("0.5"))
