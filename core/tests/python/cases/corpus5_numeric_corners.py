import math
print([round(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5, 3.5)], round(2.675, 2), round(1.005, 2), round(-2.5), round(7, -1), round(15, -1), round(25, -1), round(1234.5678, -2))
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e-5, 123456789012345678.0, 1.0, -0.0, 100.0, 1e22, 1.5e-7, 3.0e300 * 10)
print(int("0x1f", 16), int("1f", 16), int("0b101", 0), int("0o17", 0), int("  12 "), int("-0"), int("1_000"), int(" +7\n"), int("z", 36))
for bad in ["1.5", "", "0x", "1__0", "12a"]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(-7, -2), -7 // 2, -7 % 2, 7 % -2, divmod(7.5, 2), -7.5 // 2, -7.5 % 2)
print(math.fmod(-7, 2), math.remainder(7, 2), 5 % 3.0, -0.0 % 5)
inf = float("inf")
nan = float("nan")
print(inf + 1, inf - inf, inf * 0, -inf, inf > 1e308, nan == nan, nan != nan, math.isnan(inf - inf), math.isinf(-inf), 1 / inf)
print(float("-Infinity"), float("nan"), float(" 1e3 "), float("1_0.5"), float("+.5"), float("5."), repr(float("-0")))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.0001, rel_tol=1e-3), math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), int(-2.7), int(2.9), math.floor(3), type(math.floor(2.5)).__name__)
print(math.sqrt(16), math.isqrt(17), math.gcd(12, 18), math.lcm(4, 6), math.factorial(10), math.comb(10, 3), math.perm(5, 2), math.hypot(3, 4))
print(math.pi, math.e, math.tau, round(math.sin(math.pi), 10), math.log(100, 10), math.log2(1024), math.log10(0.001), math.exp(0))
print(2 ** -1, 2 ** 0.5, (-8) ** (1 / 3) if False else -8 ** 2, pow(2, 10, 1000), pow(3, -1, 7), 10 ** 20, 0 ** 0, 2 ** 100)
print(abs(-5), abs(-2.5), abs(3 + 4j), (1 + 2j) * (3 - 1j), complex(1, -1), 1j ** 2, (2 + 0j) ** 2)
print(7 / 2, 7 // 2, 7.0 // 2, 8 / 4, type(8 / 4).__name__, 1e300 * 1e10, -1e300 * 1e10, 5e-324, 5e-324 / 2)
print(float.is_integer(2.0), (2.5).as_integer_ratio(), (0.1).hex(), float.fromhex("0x1.8p1"), (10).bit_length(), (255).bit_count(), int.bit_length(-8))
print(hex(-255), oct(8), bin(-5), format(-5, "b"), format(255, "08b"), int("-0b11", 0), 0xFF, 0o17, 0b11, 1_000_000)
print(max(1, 2.0), min(-0.0, 0.0), max([], default="empty"), min("b", "a"), sum([0.1] * 10), math.fsum([0.1] * 10), sum([1, 2], 10))
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1 % 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
try:
    math.sqrt(-1)
except ValueError as e:
    print(e)
try:
    2 ** 10000.0
except OverflowError as e:
    print(e)
print(True + True, True * 3, -True, ~5, ~-1, 5 & 3, 5 | 3, 5 ^ 3, 1 << 10, -16 >> 2, 3 > 2 > 1, 1 < 2 < 2)
print(str(1e15), str(1e16), repr(0.1), str(12345.678901234567), 2.5e-5, 123e-10, float(10 ** 17), 1.23456789e-300)
