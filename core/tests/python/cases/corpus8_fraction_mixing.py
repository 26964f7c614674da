# Fraction mixed with int, float, complex and Decimal; rounding and divmod.
from fractions import Fraction as Fr
from decimal import Decimal as D
import math

print(Fr(1, 3) + 1, Fr(1, 3) + 0.5, 1.5 + Fr(1, 2), Fr(1, 2) ** 2, Fr(1, 2) ** -2, Fr(4, 1) ** Fr(1, 2), 2 ** Fr(2))
print(Fr(1, 3) == 1 / 3, Fr(1, 2) == 0.5, Fr(1, 2) < 0.6, complex(1, 0) == Fr(1), Fr(3, 2) + 1j)
print(round(Fr(5, 2)), round(Fr(7, 2)), round(Fr(7, 3), 2), round(Fr(12345), -2), math.floor(Fr(-7, 2)), math.ceil(Fr(-7, 2)), int(Fr(-7, 2)))
print(Fr("3.14"), Fr("-1/3"), Fr(0.1), Fr(D("0.1")), Fr(1.5).limit_denominator(), Fr(math.pi).limit_denominator(100))
print(divmod(Fr(7, 2), 1), Fr(7, 2) // Fr(1, 3), Fr(7, 2) % Fr(1, 3), divmod(7.5, Fr(2)))
print(hash(Fr(1, 2)) == hash(0.5), hash(Fr(3)) == hash(3), Fr(6, -4), Fr(0, 5), abs(Fr(-1, 2)), -Fr(1, 2))
print(sorted([Fr(1, 3), 0.3, 1, Fr(1, 4), 0]), max(Fr(2, 3), 0.66), sum([Fr(1, 3)] * 3), type(sum([Fr(1, 3)] * 3)).__name__)
print(Fr(1, 3).as_integer_ratio(), Fr(10, 4).numerator, Fr(10, 4).denominator, float(Fr(1, 3)), str(Fr(5)), repr(Fr(5, 3)))
