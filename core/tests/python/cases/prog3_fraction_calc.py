from fractions import Fraction as F
import math
def egyptian(fr):
    out = []
    while fr.numerator:
        d = math.ceil(fr.denominator / fr.numerator)
        out.append(F(1, d))
        fr -= F(1, d)
    return out
print(egyptian(F(4, 13)), egyptian(F(5, 6)), sum(egyptian(F(7, 15))) == F(7, 15))
def cont_frac(x, n=8):
    terms = []
    for _ in range(n):
        a = math.floor(x)
        terms.append(a)
        x -= a
        if x == 0:
            break
        x = 1 / x
    return terms
print(cont_frac(F(415, 93)), cont_frac(F(1, 1)))
def convergents(terms):
    out = []
    for i in range(1, len(terms) + 1):
        v = F(terms[i - 1])
        for t in reversed(terms[:i - 1]):
            v = t + 1 / v
        out.append(v)
    return out
print(convergents([3, 7, 15, 1]))
print(F(1, 3) + F(1, 6), F(2, 3) - 1, F(3, 4) * F(2, 9), F(3, 4) / F(3, 8), F(-7, 3) // 2, F(-7, 3) % 2, F(5, 3) ** -2, F(9, 4) ** 0.5)
print(F("3.1415"), F("-1e-3"), F(" 22/7 "), F(1.1), F(1.1).limit_denominator(100), F.from_decimal(__import__("decimal").Decimal("0.75")), F(8, -12))
print(F(1, 3) == 1 / 3, F(1, 2) == 0.5, F(1, 3) < 0.34, F(1, 3) > F(1, 4), math.floor(F(-5, 2)), math.ceil(F(-5, 2)), math.trunc(F(-5, 2)), round(F(-5, 2)), round(F(7, 2)))
print(float(F(1, 3)), int(F(7, 2)), complex(F(1, 2)), F(3, 4).as_integer_ratio(), F(6, 4).is_integer() if hasattr(F, "is_integer") else False, bool(F(0)), str(F(4, 2)), repr(F(4, 2)))
print(sorted([F(1, 2), 0.3, F(1, 3), 1]), max(F(2, 3), 0.66), sum([F(1, 2), F(1, 3), F(1, 6)]), F(1, 2) + 1j if False else "no complex")
try:
    F("1.2.3")
except ValueError as e:
    print(type(e).__name__, e)
try:
    F(1.5, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    F(float("nan"))
except ValueError as e:
    print(type(e).__name__, e)
try:
    F(float("inf"))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    F(1, 2) ** F(1, 2) + F("x")
except ValueError as e:
    print(type(e).__name__, e)
print(F(10, 4).numerator, F(10, 4).denominator, hash(F(3)) == hash(3), {F(1, 2): "half"}[F(2, 4)], F(3) == 3, isinstance(F(1), __import__("numbers").Rational))
def bernoulli(n):
    A = [F(0)] * (n + 1)
    for m in range(n + 1):
        A[m] = F(1, m + 1)
        for j in range(m, 0, -1):
            A[j - 1] = j * (A[j - 1] - A[j])
    return A[0]
print([str(bernoulli(i)) for i in range(8)])
