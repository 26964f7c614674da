# number theory toolkit with big ints and fractions: continued fractions, Pell, CRT, modular inverses
from fractions import Fraction
from math import isqrt, gcd, prod
def cf(x, n=12):
    out = []
    for _ in range(n):
        a = x.numerator // x.denominator
        out.append(a)
        x -= a
        if x == 0: break
        x = 1 / x
    return out
def convergents(terms):
    h0, h1, k0, k1 = 0, 1, 1, 0
    for a in terms:
        h0, h1 = h1, a * h1 + h0
        k0, k1 = k1, a * k1 + k0
        yield Fraction(h1, k1)
print(cf(Fraction(415, 93)), cf(Fraction(355, 113)), list(convergents([3, 7, 15, 1, 292]))[-2:])
pi_approx = Fraction(3141592653589793, 10 ** 15)
print(pi_approx.limit_denominator(10), pi_approx.limit_denominator(1000), pi_approx.limit_denominator(100000), Fraction(0.1).limit_denominator())
def pell(D):
    a0 = isqrt(D); m, d, a = 0, 1, a0
    h0, h1, k0, k1 = 1, a0, 0, 1
    while h1 * h1 - D * k1 * k1 != 1:
        m = d * a - m; d = (D - m * m) // d; a = (a0 + m) // d
        h0, h1 = h1, a * h1 + h0; k0, k1 = k1, a * k1 + k0
    return h1, k1
print([pell(D) for D in (2, 3, 7, 13)], pell(61))
def crt(rems, mods):
    M = prod(mods); x = 0
    for r, m in zip(rems, mods):
        Mi = M // m
        x += r * Mi * pow(Mi, -1, m)
    return x % M
print(crt([2, 3, 2], [3, 5, 7]), crt([1, 2, 3, 4], [5, 7, 9, 11]))
def is_probable_prime(n):
    if n < 2: return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0: return n == p
    d, s = n - 1, 0
    while d % 2 == 0: d //= 2; s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1): continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1: break
        else:
            return False
    return True
m127 = 2 ** 127 - 1
print(is_probable_prime(m127), is_probable_prime(m127 + 2), [p for p in range(90, 110) if is_probable_prime(p)])
def pollard_rho(n):
    if n % 2 == 0: return 2
    for c in range(1, 20):
        x = y = 2; d = 1
        f = lambda v: (v * v + c) % n
        while d == 1:
            x = f(x); y = f(f(y)); d = gcd(abs(x - y), n)
        if d != n: return d
n = 10403 * 1000003
f1 = pollard_rho(n)
print(sorted([f1, n // f1]), f1 * (n // f1) == n)
print(Fraction(1, 3) + Fraction(1, 6), Fraction("3/4") ** 2, Fraction(-7, 2) // 1, Fraction(7, 2) % 1, round(Fraction(5, 2)), round(Fraction(7, 2)), Fraction(1, 3).as_integer_ratio())
print(Fraction("1.25e-2"), Fraction(2.5), Fraction(3) == 3, Fraction(1, 2) == 0.5, Fraction(1, 3) < 0.34, float(Fraction(1, 7)), int(Fraction(-7, 2)), f"{Fraction(1, 3):.5f}" if hasattr(Fraction, "__format__") and False else "")
h = sum(Fraction(1, k) for k in range(1, 21))
print(h, h.numerator.bit_length(), Fraction(10 ** 30 + 1, 10 ** 30).limit_denominator(10))
print(pow(3, 10 ** 18, 10 ** 9 + 7), pow(2, -3, 1000003), (7 ** 77) % 1000, int(str(7 ** 77)[::-1]) % 97, sum(map(int, str(2 ** 1000))))
print(divmod(-10 ** 25, 7), (-10 ** 25) // 7 * 7 + (-10 ** 25) % 7 == -10 ** 25, (10 ** 25).bit_length(), (-(2 ** 70)) >> 3, (2 ** 70) ^ (2 ** 69), ~(2 ** 65))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction("x/2")
except ValueError as e:
    print("ValueError", e)
try:
    pow(6, -1, 9)
except ValueError as e:
    print("ValueError", e)
