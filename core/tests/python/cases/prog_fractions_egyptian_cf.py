from fractions import Fraction as F
import math


def egyptian(fr):
    """Greedy Egyptian fraction decomposition."""
    out = []
    while fr.numerator:
        d = -(-fr.denominator // fr.numerator)
        out.append(F(1, d))
        fr -= F(1, d)
    return out


def harmonic(n):
    return sum(F(1, k) for k in range(1, n + 1))


def continued_fraction(x, terms=10):
    out = []
    for _ in range(terms):
        a = math.floor(x)
        out.append(a)
        x -= a
        if x == 0:
            break
        x = 1 / x
    return out


def convergents(cf):
    h0, h1 = 1, cf[0]
    k0, k1 = 0, 1
    yield F(h1, k1)
    for a in cf[1:]:
        h0, h1 = h1, a * h1 + h0
        k0, k1 = k1, a * k1 + k0
        yield F(h1, k1)


print(F(3, 4) + F(1, 6), F(3, 4) * F(2, 9), F(3, 4) / F(3, 8), F(1, 3) - 1, 2 ** F(3, 1), F(1, 2) ** 2, F(-3, 4) ** -2)
print(F("3/12"), F("-1.25"), F(" 7 "), F(0.1), F(0.1).limit_denominator(100), F(1.5), F("1e-3"))
print(F(355, 113) > math.pi, float(F(355, 113)), F(22, 7) == 22 / 7, F(1, 2) == 0.5, F(1, 2) < 0.6)
print(egyptian(F(4, 13)), sum(egyptian(F(4, 13))))
print(egyptian(F(5, 121)))
h = harmonic(20)
print(h, float(h), h.numerator.bit_length())
cf = continued_fraction(F(415, 93))
print(cf, list(convergents(cf)))
cf_pi = continued_fraction(F(math.pi), 6)
print(cf_pi, [str(c) for c in convergents(cf_pi)])
print(math.floor(F(-7, 2)), math.ceil(F(-7, 2)), round(F(7, 2)), round(F(5, 2)), round(F(22, 7), 3), int(F(-7, 2)))
print(abs(F(-2, 3)), -F(2, 3), +F(2, 3), F(7, 3) // 1, F(7, 3) % 1, divmod(F(7, 3), F(1, 2)))
print(F(1, 3).as_integer_ratio(), F(6, 4).numerator, F(6, 4).denominator, hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3))
print(f"{F(1, 3)}", repr(F(1, 3)), str(F(4, 2)), F(4, 2) == 2)
print(sorted([F(1, 2), F(1, 3), 0.4, 1, F(-1, 7)]))
print(F(1, 3) + 0.5, type(F(1, 3) + 0.5).__name__, F(1, 3) * 3 == 1, complex(F(1, 2)) if False else "")
for bad in ["1/0", "abc", "1.2.3"]:
    try:
        F(bad)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
try:
    F(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    F(1, 2) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    F(1.5, 2)
except TypeError as e:
    print("TypeError:", e)
# Bernoulli numbers
def bernoulli(n):
    A = [F(0)] * (n + 1)
    for m in range(n + 1):
        A[m] = F(1, m + 1)
        for j in range(m, 0, -1):
            A[j - 1] = j * (A[j - 1] - A[j])
    return A[0]
print([str(bernoulli(i)) for i in range(0, 14, 2)])
