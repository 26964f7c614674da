# numeric corners: int/float methods, math, big ints, bytes conversions
import math
n = 2 ** 100 + 12345
print(n.bit_length(), n.bit_count(), n.to_bytes(13, "big").hex(), int.from_bytes(b"\xff\xfe", "little", signed=True))
print((-1234).to_bytes(4, "little", signed=True), int.from_bytes(bytes([1, 0]), byteorder="big"), (255).to_bytes(2, "big"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError", e)
try:
    (-1).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError", e)
print((0.1).as_integer_ratio(), (2.5).hex(), float.fromhex("0x1.8p3"), (3.0).is_integer(), (10).as_integer_ratio())
print(math.comb(50, 25), math.perm(10, 3), math.perm(5), math.isqrt(10 ** 30 + 1), math.prod([1, 2, 3], start=10))
print(math.gcd(12, 18, 27), math.lcm(4, 6, 10), math.gcd(), math.lcm())
print(math.dist((0, 0), (3, 4)), math.hypot(1, 2, 2), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.copysign(3, -0.0), math.remainder(7, 4), math.fmod(-7, 4), -7 % 4)
print(math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10))
print(math.trunc(-3.7), math.floor(-3.5), math.ceil(-3.5), round(-3.5), round(2.5), round(0.125, 2), round(1234, -2))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(0.0, 1e-12, abs_tol=1e-9), math.inf > 10 ** 400, math.isnan(float("nan")))
print(math.frexp(48.0), math.ldexp(0.75, 6), math.modf(-2.5), math.degrees(math.pi), math.radians(180))
print(math.factorial(25), math.erf(0.5), math.erfc(0.5), math.gamma(5.5), math.lgamma(10))
for bad in ("math.sqrt(-1)", "math.log(0)", "math.factorial(-1)", "math.comb(3, -1)", "math.factorial(2.5)", "math.exp(1000)", "math.isqrt(-4)", "1 / 0.0", "10 ** -2 % 0", "int('12x')", "int('z', 36)", "int('1_000')", "float('1e500')", "divmod(7, 0)"):
    try:
        print(bad, "=", eval(bad))
    except Exception as e:
        print(bad, "!", type(e).__name__, e)
print(divmod(-7, 2), divmod(7.5, 2), (-7) // 2, 7 // -2.0, pow(3, -1, 7), pow(2, 10, 1000), pow(2, 0.5))
print(int("0x1F", 16), int("0b101", 0), int("  42  "), int("-0o17", 0), oct(-8), bin(-5), hex(255), f"{-255:#x}")
print(10 ** 20 // 7, -(10 ** 20) // 7, 10 ** 20 % -7, (10 ** 20) / 7, abs(-10 ** 30), (-3) ** 3, 2 ** -2)
big = 3 ** 200
print(len(str(big)), str(big)[:20], big % 1000007, big >> 300, (big & 0xFFFF), ~big < 0, -big // 10 ** 90)
print(float(2 ** 53 + 1), int(1e20), int(-2.9), 1e16, 1.5e-7, 123456789012345678.0, 0.1 + 0.2, 1 / 3)
print(repr(-0.0), 0.0 == -0.0, float("-inf"), str(float("nan")), 5e-324, 1.7976931348623157e308 * 10)
print(sum([1e100, 1.0, -1e100]), math.fsum([1e100, 1.0, -1e100]), max(1, 2.0), min([3, 1.0, 1]), sorted([True, 0, 0.5]))
print(hash(1) == hash(1.0) == hash(True), hash(-1), hash(2 ** 61 - 1), hash(2 ** 61), hash(0.5), hash(-2 ** 61))
