import math, sys
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (7.5, 2), (-7.5, 2), (0, 3), (-1, 10**20)]:
    print(a, b, a // b, a % b, divmod(a, b))
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(2.675, 2), round(1.005, 2), round(1234.5678, -2), round(1250, -2), round(1350, -2))
print(round(5, -1), round(15, -1), round(-25, -1), type(round(2.5)).__name__, type(round(2.5, 0)).__name__, round(float("inf"), 2))
for x in [0.1, 1.0, -2.5, 1e-300, 1e300, 0.0, -0.0, 3.0e-320, float("inf")]:
    print(x.hex(), repr(x), x.is_integer(), (x.as_integer_ratio() if math.isfinite(x) else None) if abs(x) < 1e10 else "big")
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-1074"), float.fromhex("0x.8"), float.fromhex("inf"))
print(2 ** 100, -2 ** 100, (-2) ** 101, 2 ** -2, pow(2, 100, 97), pow(3, -1, 7), pow(-3, 3), pow(2.0, 0.5), (-8) ** (1 / 3))
print(10 ** 30 // 7, 10 ** 30 % 7, -(10 ** 30) // 7, divmod(-(10 ** 30), 7), 10 ** 30 / 7, int(1e20), int(-1e20))
print(int("0x1f", 16), int("0b101", 0), int("0o17", 0), int("  42  "), int("1_000_000"), int("z", 36), int("-0"), int("+7"))
for bad in ["1.5", "", "0x", "1__0", "ab"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
print(float("1e3"), float(" -inf "), float("nan") != float("nan"), float("1_0.5"), float("-0"), float(".5"), float("5."))
try:
    float("1.2.3")
except ValueError as e:
    print("ValueError:", e)
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), 1 / 3, 2 / 3, 1e16 + 1, 9007199254740993, float(9007199254740993))
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.maxsize, sys.float_info.min)
print(1e308 * 10, -1e308 * 10, 5e-324 / 2, math.inf - math.inf, 0.0 == -0.0, math.copysign(1, -0.0), str(-0.0))
try:
    1 / 0.0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    10 ** 400 * 1.0
except OverflowError as e:
    print("OverflowError:", e)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError:", e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
print(int(3.999), int(-3.999), math.trunc(-2.5), math.floor(-2.5), math.ceil(-2.5), math.floor(2), abs(-7), abs(-7.5), abs(3 + 4j))
print(7 .bit_length(), (-1) .bit_length(), (10**50).bit_length(), int.bit_count(255) if hasattr(int, "bit_count") else "", (12).__index__())
print(~5, ~-1, 5 & -2, -5 | 3, -5 ^ 3, 1 << 70, -1 >> 10, (2**70) >> 68, -(2**70) >> 68)
print(hex(-255), oct(-8), bin(-5), hex(2**64), format(-255, "x"), format(2**64, "#b")[:10])
print(math.gcd(12, 18, 27), math.lcm(4, 6, 10), math.factorial(25), math.comb(50, 25), math.perm(6, 3), math.isqrt(10**20 + 1))
print(sum([0.1] * 10), math.fsum([0.1] * 10), math.prod([1, 2, 3, 4]), math.prod([]), math.dist((0, 0), (3, 4)), math.hypot(3, 4, 12))
print(1.0 .__repr__(), (1e22).__repr__(), 1e23, 123456789012345678.0, 0.000123, 1.5e-5, 100.0, 1e-4, 12345678912345.678)
print(True + True, True * 3, -True, True / 2, int(True), bool(-1), bool(0.0), 3 == 3.0, hash(3) == hash(3.0), (1).real, (3).imag, (5).conjugate())
print(sys.int_info.bits_per_digit > 0, str(10**50)[:10], len(str(2**1000)), int(str(7**100)) == 7**100)
print(complex(1, 2) * complex(3, -1), (1 + 2j) / (3 - 4j), abs(1j ** 2), complex("1+2j"), (2j) ** 2, (1+1j).conjugate(), complex(3).imag)
