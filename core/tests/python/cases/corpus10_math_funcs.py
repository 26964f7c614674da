import math, cmath, statistics, fractions, decimal
print(math.sqrt(2), math.exp(1), math.log(100, 10), math.log10(1000), math.log2(1024), math.log1p(1e-10), math.expm1(1e-10))
print(math.sin(math.pi / 6), math.cos(0), math.tan(math.pi / 4), math.atan2(1, -1), math.degrees(math.pi), math.radians(180))
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.dist((0, 0), (3, 4)), math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.1, rel_tol=0.2))
print(math.isfinite(1e308), math.isinf(float("-inf")), math.isnan(float("nan")), math.inf > 1e308, math.nan != math.nan, math.tau)
print(math.perm(5, 2), math.perm(5), math.comb(10, 3), math.factorial(0), math.floor(3.7), math.ceil(3.2), math.modf(-3.5), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.sinh(1), math.acosh(2), math.erf(0.5), math.erfc(0.5), math.gamma(5.5), math.lgamma(10), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
print(math.pow(2, 0.5), 2 ** 0.5, math.fabs(-3), math.copysign(3, -0.0), math.nextafter(1, 2), math.ulp(1.0))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError", e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError", e)
print(cmath.sqrt(-4), cmath.phase(1j), abs(3 + 4j), (1 + 2j) * (3 - 1j), (1 + 2j).conjugate(), complex("1+2j"), cmath.exp(1j * math.pi))
print(statistics.mean([1, 2, 3, 4]), statistics.median([3, 1, 2, 5]), statistics.mode("aabbbc"), statistics.stdev([2, 4, 4, 4, 5, 5, 7, 9]), statistics.pvariance([1, 2, 3, 4]))
print(statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]), statistics.fmean([1.5, 2.5]), statistics.geometric_mean([1, 4]), statistics.harmonic_mean([1, 2]))
F = fractions.Fraction
print(F(1, 3) + F(1, 6), F("3/4") * 2, F(0.75), F(1, 3) ** 2, float(F(22, 7)), F(7, 3).limit_denominator(2), F(math.pi).limit_denominator(100))
print(round(F(7, 2)), round(F(5, 2)), F(-7, 2) // 1, F(10, 4).numerator, F(10, 4).denominator, F(1, 2) < 0.6, F(1, 2) == 0.5)
D = decimal.Decimal
print(D("0.1") + D("0.2"), D("1.10") * 3, D(1) / D(7), D("2").sqrt(), D("1.255").quantize(D("0.01")), D("1.255").quantize(D("0.01"), rounding=decimal.ROUND_HALF_UP))
with decimal.localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(3), D("123.456789") + 0)
print(D("-0"), D("1e3"), D("1E+3") == 1000, D("3.50").normalize(), D(0.1), D("nan").is_nan(), D(10) ** -2)
def newton_sqrt(x, tol=1e-12):
    g = x / 2
    while abs(g * g - x) > tol:
        g = (g + x / g) / 2
    return g
print(newton_sqrt(2), newton_sqrt(144), [round(math.sin(i / 4), 4) for i in range(5)])
def primes(n):
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, math.isqrt(n) + 1):
        if sieve[i]:
            sieve[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(sieve) if p]
print(primes(60), len(primes(10000)))
print(sum(1 / k ** 2 for k in range(1, 1000)), math.pi ** 2 / 6, sum(math.comb(10, k) for k in range(11)))
