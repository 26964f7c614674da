import math, sys

vals = [0.1, 1/3, 2/3, 1e16, 1e-5, 123456789.123456789, 5e-324, 1.7976931348623157e308, -0.0, 1e22, 1e23]
for v in vals:
    print(repr(v), str(v), v.hex(), v.as_integer_ratio() if v != 5e-324 else "tiny", v.is_integer())
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), float("  -1_000.25e1 "), float("inf"), float("-nan"))
nan = float("nan")
print(nan == nan, nan != nan, nan is nan, math.isnan(nan), [nan] == [nan], min(3.0, nan), max(nan, 3.0))
print(-0.0 == 0.0, math.copysign(1, -0.0), str(-0.0), repr(0.0 * -1), 1 / float("inf"), -1 / float("inf"))
print(round(0.125, 2), round(0.375, 2), round(2.5), round(3.5), round(-0.5), round(1e300 * 10), round(1.23456e-10, 12))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]), math.prod([1.5, 2, 4]))
print(7.5 % 2, -7.5 % 2, 7.5 % -2, divmod(7.5, -2), -7.5 // 2, math.fmod(-7.5, 2), math.remainder(7.5, 2))
print(int(1e20), int(-2.9), int(2.9), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), int(1e300) % 1000)
print(2 ** 0.5, 10 ** -2, (-8) ** (1/3), pow(2.0, 1023) * 2, 1e308 * 10, -1e308 * 10)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, math.ulp(1.0), math.nextafter(1.0, 2.0))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0, abs_tol=1e-9), 0.1 + 0.2 == 0.3, abs(-2.5), float(True))
print(f"{1e-7:.3}", f"{123456.0:.3}", f"{0.000012345:g}", f"{1.5e300:e}", f"{math.pi:.15f}", f"{math.e:+.2e}")
print(str(1e15), str(1e16), str(123456789012345678.0), str(0.0001), str(0.00001), repr(1.0), repr(100.0))
try:
    float("1.2.3")
except ValueError as e:
    print("ValueError:", e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError:", e)
print(hash(1.0) == hash(1), hash(0.5), hash(-0.0), 3 == 3.0, 10**20 == 1e20, 2**53 + 1 == float(2**53 + 1))
print(sorted([3, 1.5, -2, 0.0, True, -0.5]), max(1, 1.0), min(1.0, 1))
