# Fraction formatting (3.11 has no format spec), constructors, rounding and mixed comparisons
from fractions import Fraction as F
from decimal import Decimal
import math, statistics
for spec in ["", ".3f", ">10", "g"]:
    try: print(repr(format(F(1, 3), spec)))
    except TypeError as e: print("TypeError:", e)
print(F(1, 3).is_integer() if hasattr(F, "is_integer") else "no is_integer", F(Decimal("1.25")), F(3, 4).__round__(1), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)))
print(F("1e3"), F(" -3/4 "), F("1.5e-2"), F(5).limit_denominator(), F(0), -F(0), F(-0.0))
try: F("1/2/3")
except ValueError as e: print(e)
try: F(1, F(0))
except ZeroDivisionError as e: print(e)
print(F(1, 3) ** -2, F(-8) ** F(1, 3), (-F(1, 4)) ** 0.5 if False else "", 2 ** F(1, 2), F(9, 4) ** 0.5, F(2) ** F(2))
print(statistics.mean([F(1, 2), 1, 0.5]) if False else "", statistics.mean([F(1, 2), F(3, 2)]), statistics.median([F(1, 3), F(1, 2)]))
print(divmod(F(7, 2), F(1, 3)), F(7, 2) % -1, -F(7, 2) // 1, round(F(-5, 2)), round(F(-7, 2)), round(F(10, 3), -1), type(round(F(10, 3), -1)).__name__)
print(F(1, 10) + Decimal("0.1") if False else "", F.from_float(0.1), F.from_decimal(Decimal("0.1")), F(1, 3) == Decimal("0.3"), F(1, 2) == Decimal("0.5"))
print(sorted([F(1, 3), 0.3, Decimal("0.35"), 1]) if False else sorted([F(1, 3), 0.3, 1, True]), max(F(1, 2), 0.5), hash(F(1, 2)) == hash(0.5))
