from fractions import Fraction as F
from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_HALF_EVEN, InvalidOperation
print(F(1, 3) + F(1, 6), F(3, 4) * 2, F(5, -10), F("0.125"), F(" 3/9 "), F(1.5), F(D("2.5")), F(7) / 3)
print(F(22, 7).numerator, F(22, 7).denominator, float(F(1, 8)), int(F(7, 2)), round(F(5, 2)), round(F(7, 2)), round(F(22, 7), 2))
print(F(1, 3) < 0.34, F(1, 2) == 0.5, F(2, 4) == F(1, 2), hash(F(1, 2)) == hash(0.5), F(1, 10) ** 2, F(4, 9) ** -1, abs(F(-3, 4)))
print(F(3.14159).limit_denominator(100), F(0.1).limit_denominator(), str(F(6, 3)), repr(F(1, 3)), F(10, 4).as_integer_ratio())
h = sum(F(1, n) for n in range(1, 11))
print(h, float(h), f"{float(h):.6f}", F(1, 3) // F(1, 7), F(7, 3) % 1, divmod(F(7, 2), 1))
try:
    F(1, 0)
except ZeroDivisionError as e:
    print(e)
print(D("0.1") + D("0.2"), D("1.10") + D("2.205"), D(10) / D(4), D(1) / D(3), D("2").sqrt(), D("1.5") * 2, D("-0"), D("1e3"), D(0.5), D("3.000"))
getcontext().prec = 10
print(D(1) / D(7), D(2) ** D("0.5"), D("123.456").quantize(D("0.1")))
getcontext().prec = 28
price = D("19.995")
for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING):
    print(mode, price.quantize(D("0.01"), rounding=mode), (-price).quantize(D("0.01"), rounding=mode))
with localcontext() as ctx:
    ctx.prec = 5
    print(D("3.14159265") * 1, D(22) / D(7))
print(D(22) / D(7))
print(D("1.30").normalize(), D("100").normalize(), D("1.2300E+5"), D("0.000001"), D("1E-7"), D("12.5").as_tuple(), D("-1.5").is_signed())
print(sorted([D("1.1"), D("1.05"), D("-2"), D("1.10")]), max(D("1.0"), D("1")), D("1.0") == D("1"), D("0.1") == 0.1, D(1) == 1)
print(f"{D('1234.5678'):.2f}", f"{D('1234.5'):,}", f"{D('0.5'):%}", round(D("2.5")), round(D("3.14159"), 3), int(D("-7.9")), float(D("1.25")))
try:
    D("abc")
except InvalidOperation as e:
    print(type(e).__name__)
try:
    D(1) / D(0)
except Exception as e:
    print(type(e).__name__, isinstance(e, ZeroDivisionError))
total = sum((D("0.10") for _ in range(10)), D(0))
print(total, total == 1, str(total), repr(total), D("7") // D("2"), D("-7") // D("2"), D("-7") % D("2"), divmod(D(7), D(3)))
tax = (D("49.99") * D("0.0825")).quantize(D("0.01"), ROUND_HALF_UP)
print(tax, D("49.99") + tax, D("10") - D("0.01"), D("2.50") * D("4"), D(5).compare(D(3)), D("NaN").is_nan(), D("Infinity") > 10**100)
