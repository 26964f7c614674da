import math
import cmath
import statistics
from statistics import NormalDist
from fractions import Fraction
from decimal import Decimal, getcontext, localcontext

z = complex(3, 4)
w = 1 - 2j
print(z + w, z * w, z / w, abs(z), z.conjugate(), z ** 2, z ** 0.5, (-1) ** 0.5, w.real, w.imag)
print(cmath.sqrt(-4), cmath.exp(1j * math.pi), cmath.phase(-1), cmath.polar(z), cmath.rect(2, math.pi / 2))
print(complex("1+2j"), complex(" -3.5j "), repr(complex(0, -0.0)), complex(1e300, 1e300) * 10, 2j ** 2, (1 + 1j) ** 8)


def quadratic(a, b, c):
    d = b * b - 4 * a * c
    root = math.sqrt(d) if d >= 0 else cmath.sqrt(d)
    return ((-b + root) / (2 * a), (-b - root) / (2 * a))


for coeffs in [(1, -3, 2), (1, 2, 5), (2, 4, 2), (1, 0, -2)]:
    print(coeffs, quadratic(*coeffs))

print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]), math.prod(range(1, 8)), math.prod([0.5] * 4))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 4))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(-2.5), round(3.5), round(2.675, 2), round(1234.5678, -2), round(15, -1), round(25, -1))
print(math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10), math.exp(-745), math.exp(-746))
print(math.atan2(-1, -1), math.degrees(math.pi / 3), math.radians(180), math.hypot(1, 2, 2), math.dist((0, 0), (3, 4)))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0, abs_tol=1e-9), math.inf > 10 ** 400, math.nan == math.nan, math.isfinite(1e308 * 10))
print(float.fromhex("0x1.8p3"), (0.1).hex(), (2.5).as_integer_ratio(), (1e16).is_integer(), float("-inf"), 7.0 // 2, -7.0 // 2, 7.5 % -2)
print(divmod(7.5, 2), divmod(-7.5, 2), 1e16 + 1, 2 ** 53 + 1.0, 0.1 + 0.2, 1 / 3, 2 / 3, 10 / 3, 1e-7, 1.5e-5, 123456789012345678.0)
print(f"{math.pi:.20f} {math.e:.0f} {1e21:.0f} {0.5:.0f} {1.5:.0f} {2.5:.0f} {-0.0:g} {1e-320!r}")

data = [2.5, 3.1, 4.7, 4.7, 5.0, 6.2, 7.9, 8.8, 9.4, 12.0]
print(statistics.mean(data), statistics.fmean(data), statistics.median(data), statistics.median_low(data), statistics.median_high(data))
print(statistics.mode(data), statistics.variance(data), statistics.pvariance(data), statistics.stdev(data))
print(statistics.geometric_mean([1, 2, 4, 8]), statistics.harmonic_mean([40, 60]), statistics.median_grouped([1, 2, 2, 3, 4, 4, 4, 5]))
print(statistics.quantiles(data, n=5), statistics.quantiles(data, n=4, method="inclusive"))
xs = [1, 2, 3, 4, 5, 6]
ys = [2.1, 3.9, 6.2, 7.8, 10.1, 12.2]
print(statistics.correlation(xs, ys), statistics.covariance(xs, ys), statistics.linear_regression(xs, ys))
print(statistics.mean([Fraction(1, 3), Fraction(1, 6)]), statistics.mean([Decimal("1.1"), Decimal("2.2")]), statistics.median([3, 1, 2, 4]))
nd = NormalDist(100, 15)
print(nd, round(nd.cdf(130), 6), round(nd.inv_cdf(0.975), 6), round(nd.pdf(100), 8), nd.mean, nd.variance)
print(NormalDist.from_samples([1, 2, 3, 4, 5]), round(NormalDist(0, 1).overlap(NormalDist(1, 1)), 6), (nd * 2 + 10).mean)
try:
    statistics.mode([])
except statistics.StatisticsError as e:
    print("StatisticsError:", e)
try:
    statistics.stdev([1])
except statistics.StatisticsError as e:
    print("StatisticsError:", e)
getcontext().prec = 30
print(Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal("1.10") + Decimal("2.205"), Decimal("7.5").quantize(Decimal("1")))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(3), Decimal("123456789") * 1, +Decimal("3.14159265"))
print(Decimal("-0"), Decimal("1e5").normalize(), Decimal("100").normalize(), Decimal("1.23e-7"), Decimal(0.1), Decimal("3.0") == 3)
print(sum(Decimal("0.1") for _ in range(10)), Decimal("10") ** -2, Decimal("2") ** Decimal("0.5"), Decimal(10).ln(), Decimal("1.5").exp())
print(math.isqrt(10 ** 30 + 1), math.comb(10, 3), math.factorial(20) / math.factorial(18), math.gcd(0, 0), math.lcm())
