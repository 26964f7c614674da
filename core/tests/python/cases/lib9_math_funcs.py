import math
print(math.comb(10, 3), math.comb(5, 7), math.perm(5, 2), math.perm(5), math.isqrt(10 ** 20 + 1), math.prod([1, 2, 3, 4]), math.prod([], start=5), math.prod([0.5, 4]))
print(math.gcd(12, 18, 27), math.gcd(), math.lcm(4, 6, 10), math.lcm(), math.factorial(20), math.dist((0, 0), (3, 4)), math.hypot(1, 2, 2))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.copysign(3, -0.0), math.fmod(-7, 3), math.remainder(7, 2), math.modf(-3.5), math.frexp(10.0), math.ldexp(0.5, 4))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(0, 1e-12, abs_tol=1e-9), math.isfinite(math.inf), math.isnan(math.nan), math.trunc(-2.7), math.floor(-0.5), math.ceil(-0.5))
print(math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10), math.exp(1), math.pow(2, -1), math.sqrt(2), math.cbrt(27) if hasattr(math, 'cbrt') else '', math.exp2(3) if hasattr(math, 'exp2') else '')
print(math.degrees(math.pi), math.radians(180), math.atan2(-1, -1), math.sin(math.pi / 6), math.acos(0.5), math.tanh(0.5), math.asinh(1), math.erf(0.5), math.erfc(0.5), math.gamma(5.5), math.lgamma(10))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.sumprod([1, 2], [3, 4]) if hasattr(math, 'sumprod') else '', math.tau, math.e, math.inf, -math.inf, math.nan)
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.comb(-1, 2), lambda: math.isqrt(-4), lambda: math.exp(1000), lambda: math.factorial(2.5), lambda: math.acos(2), lambda: math.gcd(1.5)]:
    try:
        print(bad())
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
print(math.floor(2.5), math.ceil(2.0001), round(2.5), round(3.5), round(-0.5), round(1.2345, 2), round(1234, -2), math.fabs(-3), math.isqrt(0))
print(math.log(2 ** 1000), math.log10(10 ** 400) if True else '', math.log2(2 ** 2000))
