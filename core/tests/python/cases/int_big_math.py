# math and the builtins over big ints.
import math
print(math.factorial(30), math.factorial(100) % 10**9, len(str(math.factorial(500))))
print(math.comb(100, 50), math.perm(30, 20), math.perm(25), math.comb(10**20, 2))
print(math.isqrt(10**40), math.isqrt(2**127 - 1), math.isqrt(10**50 + 12345), math.isqrt(0))
print(math.gcd(2**100, 6**50), math.gcd(), math.gcd(-2**70, 0), math.lcm(2**70, 3**40), math.lcm(0, 2**70))
print(math.log(2**2000), math.log2(2**2000), math.log10(10**400), math.log(10**400, 10), math.log2(2**1000))
print(math.floor(1e20), math.ceil(-1e25), math.trunc(2.5e19), math.floor(2**70), math.ceil(-2**70))
print(math.sqrt(10**300), math.prod(range(1, 30)), math.fsum([2**70, 1.5]), math.exp(1) < 2**70)
print(abs(-2**70), pow(3, 200, 10**30 + 7), pow(2, -1, 7), pow(2**70, 2**70, 10**9 + 7), pow(-3, 2**65, 10**20))
print(pow(2, 200), pow(2, -2), pow(-2**70, 3), pow(3, 5, -7), pow(-2**70, 3, 1000))
for bad in [lambda: math.factorial(-1), lambda: math.isqrt(-2**70), lambda: math.comb(-1, 2),
            lambda: math.log(-2**70), lambda: pow(2, -1, 4), lambda: pow(2, 2**70, 0),
            lambda: math.factorial(2**70), lambda: math.sqrt(10**400)]:
    try:
        print(bad())
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
