import math
print(math.isqrt(0), math.isqrt(1), math.isqrt(15), math.isqrt(16), math.isqrt(10**12 + 5), math.isqrt(2**62))
print(math.comb(10, 3), math.comb(5, 7), math.comb(60, 30), math.perm(5), math.perm(6, 2), math.perm(3, 5))
print(math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.lcm(-3, 4, 10))
print(math.log(8, 2), math.log(100, 10), math.log(math.e))
print(math.asinh(1.0), math.acosh(2.0), math.atanh(0.5), math.exp2(10))
print(math.modf(3.25), math.modf(-2.5), math.frexp(8.0), math.frexp(0.1), math.frexp(-3.0), math.frexp(0.0))
print(math.ldexp(0.5, 4), math.ldexp(3.0, -2), math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 6, 3]))
for bad in [lambda: math.isqrt(-1), lambda: math.comb(-1, 2), lambda: math.perm(3, -1), lambda: math.log(0),
            lambda: math.log(8, 1), lambda: math.sin(1, 2), lambda: math.acosh(0.5), lambda: math.floor(float('inf')),
            lambda: math.isqrt(2.5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
