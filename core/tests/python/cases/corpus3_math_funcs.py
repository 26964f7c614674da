import math, cmath

print(math.gamma(5), math.lgamma(10), math.erf(1), math.erfc(0.5), math.log(8, 2), math.log10(1000), math.log2(1024), math.log1p(1e-10))
print(math.atan2(1, -1), math.degrees(math.pi / 3), math.radians(180), math.hypot(3, 4, 12), math.dist((0, 0), (3, 4)))
print(math.exp(1), math.expm1(1e-10), math.sinh(1), math.acosh(2), math.tau, math.inf > 10 ** 300, -math.inf)
print(math.factorial(20), math.comb(10, 3), math.perm(5), math.gcd(), math.gcd(0, 0), math.lcm(), math.isqrt(99))
print(math.frexp(8.0), math.ldexp(0.5, 4), math.modf(-3.25), math.copysign(3, -0.0), math.fabs(-2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
print([round(math.sin(math.radians(a)), 10) for a in (0, 30, 90, 180)], math.cos(math.pi), math.tan(math.pi / 4))
z = complex(3, 4)
print(z, abs(z), z.conjugate(), z * 1j, z / (1 - 1j), z ** 2, z.real, z.imag, complex("1+2j"), complex(1), -z)
print(cmath.sqrt(-1), cmath.phase(-1), cmath.polar(1j), cmath.rect(2, math.pi / 2), cmath.exp(1j * math.pi), cmath.isclose(cmath.exp(1j * math.pi), -1))
print(repr(1j), repr(-0j), repr(complex(0, -0.0)), (1 + 2j) == complex(1, 2), 1j ** 2, pow(1j, 3), (2 + 0j) == 2)
try:
    complex(1, 2) < complex(2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
try:
    math.factorial(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.factorial(2.5)
except TypeError as e:
    print("TypeError:", e)
def newton_sqrt(n, tol=1e-12):
    x = n
    steps = 0
    while abs(x * x - n) > tol:
        x = (x + n / x) / 2
        steps += 1
    return x, steps
print(newton_sqrt(2), newton_sqrt(1e6))
def simpson(f, a, b, n=100):
    h = (b - a) / n
    s = f(a) + f(b) + sum((4 if i % 2 else 2) * f(a + i * h) for i in range(1, n))
    return s * h / 3
print(round(simpson(math.sin, 0, math.pi), 12), round(simpson(lambda x: x ** 2, 0, 3), 12))
print(sum(1 / math.factorial(k) for k in range(20)), math.fsum(1 / math.factorial(k) for k in range(20)) == math.e)
print(math.isfinite(1e308), math.isinf(-math.inf), math.nan != math.nan, math.trunc(1e20), math.floor(-1e-300))
