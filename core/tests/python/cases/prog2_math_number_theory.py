"""Number theory and numeric helpers from the math module: primes, factorisation, combinatorics, floats."""
import math
from functools import reduce


def sieve(n):
    is_p = bytearray([1]) * (n + 1)
    is_p[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(n) + 1):
        if is_p[i]:
            is_p[i * i::i] = bytes(len(range(i * i, n + 1, i)))
    return [i for i, v in enumerate(is_p) if v]


def factorize(n):
    if n < 1:
        raise ValueError(f"cannot factorize {n}")
    out, p = {}, 2
    while p * p <= n:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
        p += 1 if p == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def phi(n):
    return reduce(lambda acc, p: acc // p * (p - 1), factorize(n), n)


def divisors(n):
    ds = [1]
    for p, e in factorize(n).items():
        ds = [d * p ** k for d in ds for k in range(e + 1)]
    return sorted(ds)


def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y


primes = sieve(100)
print(len(primes), primes[-5:], sum(primes))
for n in [360, 97, 1001, 2**10 * 3**5, 600851475143]:
    print(n, factorize(n), phi(n) if n < 10**6 else "-", len(divisors(n)))
print(divisors(28), sum(divisors(28)) - 28 == 28)
print(math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.gcd(), math.lcm(), egcd(240, 46), pow(17, -1, 3120), pow(3, 200, 1000))
print(math.comb(52, 5), math.perm(10, 3), math.factorial(20), math.prod(range(1, 11)), math.prod([1.5, 2], start=2))
print(math.isqrt(10**20 + 1), math.isqrt(99), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(2.5), round(3.5), round(-0.5))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0, abs_tol=1e-9))
print(math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 2), math.modf(-3.25), math.frexp(48), math.ldexp(0.75, 6))
print(math.log(8, 2), math.log2(1024), math.log10(0.001), round(math.log1p(1e-10), 20), round(math.expm1(1e-10), 20), math.exp(0))
print(math.hypot(3, 4, 12), math.dist((0, 0, 0), (1, 2, 2)), round(math.degrees(math.pi / 3), 10), math.radians(180) == math.pi)
print(math.inf > 10**300, math.isinf(-math.inf), math.isnan(math.nan), math.nan == math.nan, math.isfinite(1e308), math.nextafter(1.0, 2.0) - 1.0, math.ulp(1.0))
print(math.cbrt(27) if hasattr(math, "cbrt") else "no cbrt in 3.11", math.tau / 2 == math.pi, f"{math.e:.12f}", math.gamma(5), round(math.lgamma(10), 10), round(math.erf(1), 12))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.comb(5, -1),
            lambda: math.isqrt(-4), lambda: pow(2, -1, 4), lambda: math.exp(1000), lambda: factorize(0), lambda: math.acos(2), lambda: math.gcd(1.5, 2)]:
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
