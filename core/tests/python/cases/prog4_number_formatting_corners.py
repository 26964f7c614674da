# int/float/complex corners a learner hits
print(7 // 2, -7 // 2, 7 % -2, -7 % 2, divmod(-7, 2), divmod(7.5, -2))
print(2 ** -1, (-8) ** (1 / 3) if False else "skip", pow(3, 4, 5), pow(3, -1, 7), pow(2, 100))
print(round(2.5), round(3.5), round(-0.5), round(1.25, 1), round(1.35, 1), round(1234, -2), round(-1250, -2))
print(int(3.99), int(-3.99), int("  42 "), int("0x1f", 16), int("0b101", 0), int("1_000"), float("1_0.5"))
print((255).to_bytes(2, "big"), (-1).to_bytes(2, "little", signed=True), int.from_bytes(b"\xff\x00", "little"))
print((10).bit_length(), (255).bit_count(), (-5).bit_length(), (6).as_integer_ratio(), int.__name__)
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e22, 1e-5, 123456789.123456789, 1.0, -0.0, 5e-324, 1.7976931348623157e308)
print(float("inf") - float("inf"), float("-inf"), 10 ** 20 / 3, 2 ** 0.5, 1e300 * 1e10)
print((0.1).as_integer_ratio(), (2.5).is_integer(), (3.0).is_integer(), (0.5).hex(), float.fromhex("0x1.8p1"))
print(repr(1.10), str(100.0), 1e16, 1.5e-7, 0.0001, 12345678901234567890.0)
print(complex(1, 2) * complex(3, -1), (1 + 2j).conjugate(), abs(3 + 4j), (1j) ** 2, complex("1+2j"))
print(repr(complex(0, 1)), repr(complex(-0.0, 0)), 2j.real, (1 + 0j) == 1, repr(1 - 1j))
print(f"{1 + 2j:.2f}", format(3 - 4j, ">14"), complex(1.5, -2.25))
print(int(True) + True, True * 3, False - 1, True / 2, -True, ~True, True & False, True | 2)
print(max(1, 2.0), min(-0.0, 0.0), 1 == 1.0 == True, hash(1.0) == hash(1), 0.1 * 3 == 0.3)
print(sum([0.1] * 10), sum([1, 2], 10), abs(-7), abs(-2.5))
import math
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.floor(3), type(math.floor(2.0)).__name__)
print(math.isqrt(99), math.comb(10, 3), math.perm(5, 2), math.perm(5), math.factorial(12), math.gcd(12, 18, 27), math.lcm(4, 6, 10))
print(math.fsum([0.1] * 10), math.prod([1, 2, 3, 4]), math.prod([]), math.dist((0, 0), (3, 4)), math.hypot(1, 1, 1))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.01, rel_tol=0.001), math.copysign(3, -0.0), math.fmod(-7, 2))
print(math.frexp(8.0), math.ldexp(0.5, 4), math.modf(-3.75), math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(0))
print(math.degrees(math.pi), round(math.radians(180), 10), math.sin(0), math.cos(math.pi), math.atan2(1, -1))
print(math.inf > 10 ** 400, math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.e, math.tau)
print(math.exp(1), math.sqrt(2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0, math.pow(2, 0.5), math.nextafter(1.0, 2.0), math.ulp(1.0))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
try:
    5 % 0
except ZeroDivisionError as e:
    print(e)
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    float("x1")
except ValueError as e:
    print(e)
print(2 ** 64, -2 ** 63, 10 ** 30 // 7, 10 ** 30 % 7, (-10) ** 21 // 3, hex(-255), oct(64), bin(-5))
print(int("z", 36), int("-0o17", 0), 0o17, 0b1010_1010, 0xdead_beef, 1_000_000)
