import math
def quad(a, b, c):
    d = b * b - 4 * a * c
    if d < 0:
        return None
    r = math.sqrt(d)
    return ((-b + r) / (2 * a), (-b - r) / (2 * a))
print(quad(1, -3, 2), quad(1, 2, 5), quad(2, 4, 2))
def is_prime(n):
    return n > 1 and all(n % p for p in range(2, math.isqrt(n) + 1))
print([n for n in range(60) if is_prime(n)])
pts = [(0, 0), (3, 4), (6, 8), (-1, 2)]
print([round(math.dist(pts[0], p), 4) for p in pts], math.hypot(*pts[1]))
angles = [0, 30, 45, 60, 90, 180, 270, 360]
print([round(math.sin(math.radians(a)), 6) for a in angles])
print([round(math.degrees(math.atan2(y, x)), 2) for x, y in [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1)]])
print(math.fsum([0.1] * 3) == 0.3, sum([0.1] * 3) == 0.3, math.isclose(sum([0.1] * 3), 0.3))
print(math.prod(range(1, 11)) == math.factorial(10), math.comb(52, 5), math.perm(52, 5) // math.factorial(5))
print(math.gcd(2**64, 6**20), math.lcm(*range(1, 21)), math.gcd(-12, 18), math.gcd(0, 0), math.lcm(0, 5))
print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234.5678, -2), round(0.5), round(1.5), round(-0.5), type(round(2.5)).__name__, round(2.5, 0))
print(math.floor(-0.0), math.copysign(0.0, -1.0), -0.0 == 0.0, math.atan2(-0.0, -1.0), math.fmod(-0.0, 1))
print(1e308 * 10, -1e308 * 10, math.inf - math.inf, math.inf * 0, 0.0 == -0.0, math.nan == math.nan, math.isnan(math.inf - math.inf))
print(2 ** 0.5, 10 ** -2, (-8) ** (1 / 3), pow(2, 100, 1000), pow(3, -1, 7), pow(-2, 3), divmod(-7, 2), divmod(7.5, -2))
print(float('1e-400'), float('-0'), 1.7976931348623157e308, 2.2250738585072014e-308 / 2, 5e-324 / 2)
print(math.exp(-745), math.exp(709), math.log(1e-300), math.log(math.e ** 2), math.log(10, 10), math.log(1, 2), math.log2(0.5))
print([math.floor(x) for x in (2.5, -2.5, 1e-9)], [math.ceil(x) for x in (2.5, -2.5, 1e-9)], [math.trunc(x) for x in (2.9, -2.9)])
print(int(1e18), int(-1.9), int('  42 '), int('0x1f', 16), int('0b101', 0), int('1_000'), float('  3.5  '), float('inf'), float('-NaN'))
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e16 + 1, 123456789012345678.0, 1e-7, 0.00001, 1e22, 1.5e-10, 100.0, 3.14e5)
print((0.1).as_integer_ratio(), (2.5).hex(), float.fromhex('0x1.8p1'), (1e300).is_integer(), (7.0).is_integer(), (-0.0).hex())
print(math.sumprod([1, 2], [3, 4]) if hasattr(math, 'sumprod') else 'no sumprod', math.fsum([1e308, -1e308, 1e308]))
vals = [1.1, 2.2, 3.3]
mean = math.fsum(vals) / len(vals)
print(mean, math.sqrt(math.fsum((v - mean) ** 2 for v in vals) / (len(vals) - 1)))
print(math.erf(1), math.erfc(3), math.lgamma(0.5), math.gamma(-1.5), math.gamma(171), math.lgamma(-0.5))
for x in (1e-10, 0.5, 1, 2, 10, 100):
    print(x, math.log1p(x), math.expm1(x) if x < 700 else '', math.asinh(x), math.tanh(x))
print(math.remainder(10, 3), math.remainder(11, 3), math.remainder(-10, 3), math.remainder(5, 2), math.remainder(7, 2))
try:
    math.sqrt('4')
except TypeError as e:
    print('TypeError', e)
try:
    math.floor(math.inf)
except OverflowError as e:
    print('OverflowError', e)
try:
    math.ceil(math.nan)
except ValueError as e:
    print('ValueError', e)
try:
    int(math.inf)
except OverflowError as e:
    print('OverflowError', e)
try:
    math.comb(5, 2.0)
except TypeError as e:
    print('TypeError', e)
try:
    math.isqrt(2.0)
except TypeError as e:
    print('TypeError', e)
print(math.factorial(0), math.comb(0, 0), math.perm(0), math.isqrt(0), math.sqrt(1e-320), math.hypot(3e-320, 4e-320))
