from fractions import Fraction as F
import math
print(F('3/4'), F('-1.25'), F('1e-3'), F(' 7 '), F('2/-3') if False else '', F(0.1), F(1.5), F(3, -6), F(F(1, 2), F(3, 4)), F('1_000/3'))
print(F(0.1).limit_denominator(10), F(math.pi).limit_denominator(100), F(math.pi).limit_denominator(1000), F(3, 7).limit_denominator(1))
print(F(1, 3) + 1, F(1, 3) * 1.5, F(1, 3) ** 2, F(4, 9) ** F(1, 2), 2 ** F(1, 2), F(-8, 27) ** -1, F(2, 3) ** -2, F(0) ** 0)
print(F(7, 2) // 1, F(-7, 2) // 1, F(7, 2) % 1, divmod(F(7, 2), F(1, 3)), round(F(5, 2)), round(F(7, 2)), round(F(22, 7), 2), round(F(-5, 2)))
print(math.floor(F(-7, 3)), math.ceil(F(-7, 3)), math.trunc(F(-7, 3)), int(F(9, 4)), float(F(1, 3)), complex(F(1, 2)) if False else '')
print(F(1, 2) == 0.5, F(1, 3) == 1 / 3, F(1, 2) < 0.6, F(2, 4) == F(1, 2), hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3))
print(F(3, 4).as_integer_ratio(), F(5).is_integer() if hasattr(F, 'is_integer') else 'n/a', F(10, 4).numerator, F(10, 4).denominator)
print(repr(F(1, 2)), str(F(4, 1)), f'{F(1, 3)}', abs(F(-2, 3)), -F(2, 3), +F(1, 7), bool(F(0)), sorted([F(1, 2), 0.3, 1]))
print(F.from_float(0.25), F.from_decimal(__import__('decimal').Decimal('1.05')), F(1, 3) + F(1, 6), F(1, 3) - F(1, 2), F(2, 3) / F(4, 9))
for bad in ['1/0', 'abc', '1.2.3', '']:
    try:
        F(bad)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
try:
    F(1, 0)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    F(1.5, 2)
except TypeError as e:
    print('TypeError', e)
try:
    F(float('inf'))
except OverflowError as e:
    print('OverflowError', e)
try:
    F(float('nan'))
except ValueError as e:
    print('ValueError', e)
print(sum([F(1, n) for n in range(1, 6)]), math.fsum([0.5, 0.25]), F(1, 3) * 3 == 1, max(F(5, 3), 1.6))
