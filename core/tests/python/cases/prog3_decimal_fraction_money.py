from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_HALF_EVEN, ROUND_CEILING, InvalidOperation, DivisionByZero, Context
from fractions import Fraction

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
total = sum(prices)
print(total, total * 3, total / 3, repr(total))
tax = (total * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(tax, (total + tax).quantize(Decimal("1."), rounding=ROUND_DOWN))
for r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING):
    print(r, [str(Decimal(x).quantize(Decimal("1"), rounding=r)) for x in ("2.5", "3.5", "-2.5", "2.4")])
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("123456789") + 0)
print(Decimal(1) / Decimal(7), getcontext().prec)
ctx = Context(prec=3, rounding=ROUND_HALF_UP)
print(ctx.divide(Decimal(2), Decimal(3)), ctx.add(Decimal("1.234"), Decimal("2")))
print(Decimal("1.10") == Decimal("1.1"), Decimal("1.10"), Decimal("1.10").normalize(), Decimal("100").normalize(), Decimal("0.00"), Decimal(".5"))
print(Decimal("3.14159").as_tuple(), Decimal(0.1) == Decimal("0.1"), Decimal("-0"), Decimal("1e3") + 1, Decimal("1E+2").to_integral_value())
print(Decimal("7").sqrt(), Decimal(2) ** 10, Decimal("10") % Decimal("3"), Decimal("-7") // Decimal("2"), Decimal("-7") % Decimal("2"))
print(Decimal("NaN").is_nan(), Decimal("Infinity") > 10 ** 100, Decimal("1.5").compare(Decimal("2")), max(Decimal("1"), Decimal("1.0")))
try:
    Decimal("abc")
except InvalidOperation as e:
    print(type(e).__name__)
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print(type(e).__name__)
try:
    Decimal(1) + 1.5
except TypeError as e:
    print(type(e).__name__, e)
print(int(Decimal("-3.9")), float(Decimal("2.5")), round(Decimal("2.675"), 2), round(Decimal("2.5")), Decimal(3) < 3.5)

f = Fraction(3, 4) + Fraction(1, 6)
print(f, f.numerator, f.denominator, float(f), Fraction("0.125"), Fraction("-3/9"), Fraction(0.5), Fraction(Decimal("1.2")))
print(Fraction(1, 3) * 3 == 1, Fraction(7, 3) // 1, Fraction(7, 3) % 1, divmod(Fraction(7, 2), 2), -Fraction(1, 2), abs(Fraction(-2, 5)))
print(Fraction(1, 3) ** 2, Fraction(4, 9) ** Fraction(1, 2), 2 ** Fraction(2), Fraction(1, 2) + 0.25, Fraction(1, 2) < 0.6)
print(Fraction(355, 113).limit_denominator(10), Fraction(3.141592653589793).limit_denominator(1000), round(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(22, 7), 3))
print(sum(Fraction(1, n) for n in range(1, 7)), Fraction(2, 4) == Fraction(1, 2), hash(Fraction(1, 2)) == hash(0.5), repr(Fraction(-6, 4)))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    Fraction("1/x")
except ValueError as e:
    print(type(e).__name__, e)
def harmonic_split(total, parts):
    share = Fraction(total, parts)
    return [share] * parts, sum([share] * parts) == total
print(harmonic_split(10, 3))
