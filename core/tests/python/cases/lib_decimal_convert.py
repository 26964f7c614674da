from decimal import Decimal, InvalidOperation
print(Decimal(0.1), Decimal.from_float(2.5), Decimal((1, (3, 1, 4), -2)), Decimal("  7.50  "), Decimal("1_000.5"))
print(Decimal("1e5"), Decimal("-0"), Decimal("inf"), Decimal("-nan"), Decimal("sNaN12"), Decimal(10**30))
try:
    Decimal("1.2.3")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__)
d = Decimal("-123.4500")
print(d.as_tuple(), d.adjusted(), d.as_integer_ratio(), d.is_signed(), d.copy_abs(), d.copy_negate(), d.to_eng_string())
print(Decimal("1.5E+7").to_eng_string(), Decimal("0.00012").to_eng_string(), str(Decimal("1E-7")), Decimal("123E+3"))
print(int(Decimal("1e3")), float(Decimal("-1.25")), complex(Decimal(2)), hash(Decimal("0.5")) == hash(0.5), bool(Decimal("0.0")))
print(Decimal(7) // Decimal(-2), Decimal(7) % Decimal(-2), divmod(Decimal("-7.5"), 2), Decimal(-7) // 2, -7 // 2)
print(Decimal("3.14159").quantize(Decimal("1.00")), Decimal("2.5").to_integral_value(), Decimal("-2.5").to_integral_exact())
