# decimal contexts, rounding modes, flags and formatting
from decimal import *
c = Context(prec=6, rounding=ROUND_HALF_EVEN, traps=[DivisionByZero])
print(c.divide(Decimal(1), Decimal(3)), c.create_decimal("3.14159265"), c.create_decimal_from_float(0.1))
print(c.power(Decimal(2), Decimal("0.5")), c.sqrt(Decimal(10)), c.add(Decimal("1.000001"), Decimal("0.0000004")))
c2 = Context(prec=4, traps=[])
r = c2.divide(Decimal(1), Decimal(0)); print(r, c2.flags[DivisionByZero], c2.flags[Inexact])
print(Decimal(1).is_signed(), Decimal(-0.0).is_signed(), Decimal("1e5").adjusted(), Decimal("0.001").adjusted())
print(Decimal("12.50").quantize(Decimal("0.1"), rounding=ROUND_HALF_EVEN), Decimal("12.55").quantize(Decimal("0.1")), Decimal("12.45").quantize(Decimal("0.1"), ROUND_HALF_UP))
for rnd in [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_DOWN, ROUND_05UP]:
    print(rnd, Decimal("-2.45").quantize(Decimal("0.1"), rounding=rnd), Decimal("2.45").quantize(Decimal("0.1"), rounding=rnd))
print(Decimal("1.23e10"), Decimal("1.23E-10"), Decimal("0.000001"), Decimal("0.0000001"), Decimal("123e5"), Decimal(".5"), Decimal("-0.00"))
print(Decimal(1.1), Decimal(10 ** 30), Decimal((0, (1, 2, 3), -2)), Decimal("1_000.5"))
print(Decimal("10").exp() if False else "", Decimal(2).ln(), Decimal(1000).log10(), Decimal("0.5").exp())
print(Decimal("7").max(Decimal("7.0")), Decimal("NaN") == Decimal("NaN"), Decimal("sNaN").is_snan(), Decimal("-Inf"))
print(Decimal("3.7") % Decimal("1"), Decimal("-3.7") % 1, Decimal("-3.7").remainder_near(1), Decimal(5).copy_negate(), Decimal(-5).copy_abs())
print(Decimal("1.5") + 1, 2 * Decimal("0.25"), Decimal(1) / 8, Decimal("1.0") == 1, Decimal("0.1") == 0.1, Decimal("0.5") < 0.6)
try: Decimal(1) + 1.5
except TypeError as e: print(e)
print(hash(Decimal("1.0")) == hash(1), hash(Decimal("0.5")) == hash(0.5), Decimal("2.50").as_integer_ratio())
print(f"{Decimal('1234567.891'):,}", f"{Decimal('0.1'):%}", f"{Decimal('1e-10'):f}", f"{Decimal('12345'):.2e}", f"{Decimal('1.5'):g}", f"{Decimal('-0'):+}")
print(getcontext())
with localcontext(prec=3, rounding=ROUND_DOWN):
    print(Decimal("1.999") + 0, Decimal(2) / 3)
print(Decimal(10) ** -2, Decimal(2) ** 100, Decimal("1.1") ** 2, Decimal(4) ** Decimal("0.5"))
print(Decimal("1.20").normalize(), Decimal("120").normalize(), Decimal("120").normalize().to_eng_string(), Decimal("1E+2").quantize(1))
print(sum(Decimal("0.1") for _ in range(10)), Decimal("100.0") / Decimal("3.0"), Decimal("1") - Decimal("0.999"))
print(Decimal("123.456").to_integral_exact(rounding=ROUND_FLOOR), Decimal("1.5").next_plus() if False else "", Decimal(7).logb(), Decimal("5").number_class())
try:
    Decimal("1.5").quantize(Decimal("1e-30"))
except InvalidOperation as e: print("InvalidOperation", e)
