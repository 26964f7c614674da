# fractions and decimal arithmetic for money/recipes
from fractions import Fraction as F
from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation, DivisionByZero
import decimal

print(F(3, 4) + F(1, 6), F(3, 4) * 2, F(5, 10), F("0.125"), F("3/9"), F(1.5), F(-7, 3))
print(F(1, 3) ** 2, F(4, 9) ** F(1, 2), F(2) ** -2, abs(F(-1, 2)), F(7, 2) // 1, F(7, 2) % 1)
print(F(22, 7).limit_denominator(5), F(3.141592653589793).limit_denominator(1000))
print(float(F(1, 3)), int(F(-7, 2)), round(F(7, 2)), round(F(5, 2)), round(F(1, 3), 2))
print(F(1, 2) == 0.5, F(1, 3) < 0.34, F(1, 2).as_integer_ratio(), F(6, 4).numerator, F(6, 4).denominator)
print(repr(F(1, 2)), str(F(4, 1)), hash(F(4, 2)) == hash(2), F(3, 4).is_integer() if hasattr(F, "is_integer") else True)
print(sum([F(1, n) for n in range(1, 6)]), F(1, 2) + 1, 1 - F(1, 4), F(1, 4) + 0.25)
print(f"{F(1, 3)}", format(float(F(2, 3)), ".4f"))
try:
    F(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

print(D("0.1") + D("0.2"), D("1.10") * 3, D("10") / D("4"), D("1") / D("3"))
print(D("2.675").quantize(D("0.01")), D("2.675").quantize(D("0.01"), rounding=ROUND_HALF_UP))
print(D("-7.5").quantize(D("1"), rounding=ROUND_DOWN), D("123.456").quantize(D("1e1")) if False else D("1.2E+3"))
print(D(0.1), D("1e-3"), D("100").normalize(), D("1.500").normalize(), D("0.00").normalize())
print(D("3.14159").as_tuple(), D("-0"), D("NaN").is_nan(), D("Infinity") > 10**100)
print(D(7) // D(2), D(-7) // D(2), D(-7) % D(2), divmod(D(7), D(-2)))
print(D("2").sqrt(), D("1.21").sqrt(), D(10).ln().quantize(D("1.000000")), D("100").log10())
print(round(D("2.5")), round(D("3.5")), round(D("1.2345"), 2), int(D("-9.9")), float(D("0.5")))
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(7), D("123456789") + 0)
print(getcontext().prec, D(1) / D(7))
try:
    D("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__)
try:
    D(1) / D(0)
except DivisionByZero as e:
    print("DivisionByZero", isinstance(e, ZeroDivisionError))
print(f"{D('1234.5'):,.2f}", f"{D('0.000123'):.2e}", f"{D('42'):>8}", f"{D('-1.5'):+.3f}")
print(sorted([D("1.1"), D("0.9"), D("1.10")]), D("1.1") == D("1.10"), max(D("2"), D("2.0")))
print(D("1.30") + D("2.70"), D("5").compare(D("3")), D("2.50").to_integral_value(), D("12.345").scaleb(2))
print(D(3).fma(2, 1) if hasattr(D, "fma") else 7, D("1e2").to_eng_string(), D("123E+8").to_eng_string())
prices = [D("19.99"), D("5.01"), D("0.10")]
subtotal = sum(prices)
tax = (subtotal * D("0.0825")).quantize(D("0.01"), ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax, repr(subtotal))
