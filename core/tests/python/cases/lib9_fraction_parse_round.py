from fractions import Fraction as F
import math, decimal
for s in ['1_000', '1_0/3', '1__0', '_1', '1.5e3', '1.5E-3', '-.5e1', '3/ 4', ' 3/4 ', '3 /4', '0x10', '1e', '1/2/3', '+-1', '∞', '١/٢', '1.', '.1', 'inf', 'nan', '2e1000']:
    try:
        print(repr(s), F(s))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), type(e).__name__, e)
print(round(F(1234, 7), -1), round(F(1234, 7), -2), round(F(-25, 10)), round(F(25, 10)), round(F(35, 10)), round(F(1, 3), 0), type(round(F(1, 3), 0)).__name__, type(round(F(1, 3))).__name__)
print(F(10, 3).limit_denominator(3), F(-10, 3).limit_denominator(2), F(1, 7).limit_denominator(6), F(3, 10).limit_denominator(3), F(math.e).limit_denominator(10 ** 6))
try:
    F(1, 3).limit_denominator(0)
except ValueError as e:
    print('ValueError', e)
print(F(3, 4) < F(4, 5), F(1, 2) == decimal.Decimal('0.5') if False else '', F(1, 3) != 1 / 3, F(1, 2) > 0.4999, F(1, 2) <= 0.5, F(1, 2) == complex(0.5, 0), F(0) == 0.0)
print(F(2, 3) % F(1, 4), F(-2, 3) % 1, F(7, 3) // F(1, 2), divmod(F(-7, 3), 2), F(1, 3) % 0.25, -F(1, 3) // 0.25, 2 % F(3, 4), 5 // F(3, 2))
print(F(2) ** 100 == 2 ** 100, F(1, 2) ** -3, F(-1, 2) ** 3, F(4, 9) ** 0.5, F(2, 3) ** F(2), type(F(2, 3) ** F(2)).__name__, 0 ** F(0), F(0) ** F(1, 2))
try:
    F(0) ** -1
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
print(F(3, 6).__reduce__() if False else '', F(10**30, 10**28), F(-0), F(5, -10), abs(F(-1, 3)), int(F(-7, 2)), float(F(10**400, 10**399)), F(1, 3).__trunc__(), F(7, 2).__floor__(), F(7, 2).__ceil__())
for s in ['٣.٥', '۱e۲', '１２/３', '𝟙/2', '1_٢', '٢.']:
    try:
        print(repr(s), F(s))
    except ValueError as e:
        print(repr(s), 'ValueError', e)
