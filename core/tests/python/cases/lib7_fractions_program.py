from fractions import Fraction as F
import math
def egyptian(fr):
    out = []
    while fr.numerator:
        d = math.ceil(fr.denominator / fr.numerator)
        out.append(F(1, d)); fr -= F(1, d)
    return out
print(egyptian(F(4, 13)), egyptian(F(5, 6)))
def cont_frac(x, n=8):
    out = []
    for _ in range(n):
        i = math.floor(x); out.append(i)
        if x == i: break
        x = 1 / (x - i)
    return out
print(cont_frac(F(415, 93)), cont_frac(F(math.sqrt(2)).limit_denominator(10**6)))
h = [F(1, n) for n in range(1, 21)]
print(sum(h), float(sum(h)), sum(h).limit_denominator(100))
print(F('3.1415926535').limit_denominator(1000), F('-1/3') * F('6/4'), F(' 7/ 3 ') if False else F(' 7/3 '), F('1_000/3'))
print(F(1, 3) ** -2, F(-8, 27) ** F(1, 3) if False else F(4) ** F(1, 2), F(2) ** -1, (-F(1, 2)) ** 3, F(9, 4) ** 0.5)
print(F(5, 3) // F(1, 2), F(-5, 3) // 1, F(5, 3) % F(1, 2), F(-5, 3) % 1, divmod(F(-7, 2), 2), -F(3, 4), +F(3, 4), abs(F(-3, 4)))
print(round(F(-5, 2)), round(F(5, 2)), round(F(7, 2)), round(F(1, 3), 3), round(F(2675, 1000), 2), round(F(15, 2), -1), type(round(F(1, 3), 2)).__name__)
print(math.floor(F(-1, 2)), math.ceil(F(1, 2)), math.trunc(F(-7, 3)), int(F(7, 3)), float(F(10**400, 10**399)))
print(F(1, 2) < F(2, 3) < 1 < F(5, 4), F(1, 2) == 0.5, F(1, 3) == 1 / 3, F(1, 2) != F(2, 4), max(F(1, 3), 0.3, F(2, 7)))
print(F(3, 2) + 1.5, type(F(3, 2) + 1.5).__name__, F(1, 2) * 2, type(F(1, 2) * 2).__name__, 1 - F(1, 3), 2 / F(3), F(1) / 2)
print(F.from_float(0.25), F.from_decimal(__import__('decimal').Decimal('-1.25')), F(1, 3).as_integer_ratio(), F(6, 4).numerator, F(0).denominator)
print(str(F(-3, 1)), repr(F(-3, 1)), F(10, -20), F(0, -5), hash(F(1, 3)) == hash(F(2, 6)), {F(1, 2): 'half'}[F(2, 4)], hash(F(5)) == hash(5))
print(sorted([F(1, 3), F(1, 4), F(1, 2), 0.3]), sum([F(1, 10)] * 10) == 1, F(1, 10) * 3 == F(3, 10))
try:
    F(1, 2) ** F(1, 2)
except Exception as e:
    print(type(e).__name__, e)
print(F(1, 4) ** F(1, 2), F(-1, 4) ** F(1, 2) if False else '')
try:
    F(1) / 0
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    F(0) ** -1
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    F('1/2/3')
except ValueError as e:
    print('ValueError', e)
try:
    F(1, 2.0)
except TypeError as e:
    print('TypeError', e)
try:
    F([1])
except TypeError as e:
    print('TypeError', e)
class Money(F):
    def __repr__(self): return f'${float(self):.2f}'
m = Money(5, 4); print(repr(m), type(m + 1).__name__, m.limit_denominator(2))
