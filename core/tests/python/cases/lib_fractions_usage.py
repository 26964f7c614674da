from fractions import Fraction
from decimal import Decimal
import math
a = Fraction(3, 4)
b = Fraction("2/3")
print(a + b, a - b, a * b, a / b, a ** 2, a ** -2, -a, abs(Fraction(-5, 10)))
print(repr(a), str(Fraction(6, 3)), Fraction(1.1), Fraction("1.25"), Fraction(Decimal("0.125")), Fraction("-3e-2"))
print(Fraction(1.1).limit_denominator(100), Fraction(math.pi).limit_denominator(1000), Fraction(355, 113).limit_denominator(10))
print(a < b, a == 0.75, a > 0.5, Fraction(1, 2) == Decimal("0.5"), hash(Fraction(1, 2)) == hash(0.5))
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 3))
print(a.numerator, a.denominator, a.as_integer_ratio(), float(b), int(Fraction(-9, 4)), Fraction(10, 4).is_integer() if hasattr(Fraction, "is_integer") else "")
print(sum(Fraction(1, n) for n in range(1, 11)), Fraction(2) ** Fraction(1, 2), 2 ** Fraction(2))
print(divmod(Fraction(7, 2), Fraction(2, 3)), Fraction(7, 2) // 1, Fraction(7, 2) % Fraction(1, 3))
print(f"{Fraction(1, 3)}", format(Fraction(1, 8)), Fraction(0), Fraction(-0.0))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Fraction("abc")
except ValueError as e:
    print("ValueError:", e)
print(Fraction.from_float(0.5), Fraction.from_decimal(Decimal("3.14")), sorted([Fraction(1, 3), Fraction(1, 4), 0.3]))
