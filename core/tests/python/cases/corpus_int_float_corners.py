print(7 // 2, -7 // 2, 7 // -2, 7 % 3, -7 % 3, 7 % -3, divmod(-7, 2), divmod(7.5, 2))
print(2 ** 100, 2 ** -1, (-2) ** 3, pow(2, 10, 1000), pow(3, -1, 7), 10 ** 20 // 3)
print(int("ff", 16), int("0b101", 0), int("  42\n"), int("1_000"), int(3.99), int(-3.99), int("-0"))
for bad in ["1.5", "", "abc", "0x"]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
try:
    int("z", 37)
except ValueError as e:
    print(e)
print(bin(-10), hex(-255), oct(64), (255).bit_length(), (-1).bit_length(), (10).to_bytes(2, "big"))
print(int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True), (12).bit_count())
print(abs(-5), -(-5), ~5, 5 & 3, 5 | 3, 5 ^ 3, 1 << 70, -16 >> 2, True + True)
print(float("1e500"), float("-inf"), float(" 3.5 "), float("nan") == float("nan"), 0.1 * 3 == 0.3)
print((0.1).as_integer_ratio(), (2.5).is_integer(), float.fromhex("0x1.8p1"), (1.5).hex())
print(10 / 4, 10 / 5, 1e308 * 10, -1e308 * 10, 2 ** 0.5, (-8) ** (1/3))
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
    2.0 ** 10000
except OverflowError as e:
    print(e)
try:
    int(float("inf"))
except OverflowError as e:
    print(e)
try:
    int(float("nan"))
except ValueError as e:
    print(e)
print(3 == 3.0, hash(3) == hash(3.0), 1 < 2 < 3, 1 < 3 > 2, max(1, 2.0), min([3, 1.0, 2]))
print(int.__name__, (5).real, (5).imag, (5).numerator, (3.0).conjugate(), complex(1, 2) * 1j)
print(round(123.456, 1), round(-2.5), round(3.5), round(1e20), type(round(2.5)), type(round(2.5, 0)))
print(sum([0.1] * 10), sum([1, 2, 3], 10), 10**18 + 0.0, float(10**20), 9007199254740993.0)
print(isinstance(True, int), bool(0.0), bool(-0.0), bool(""), int(True), str(10**30))
print(f"{2**70:e}", 123 .__add__(1), (3).__truediv__(2), (3).__rfloordiv__(10))
import sys
print(sys.maxsize, sys.float_info.max, sys.float_info.epsilon, sys.int_info.bits_per_digit > 0)
print(-0.0, 0.0 == -0.0, str(-0.0), abs(-0.0), 5e-324, 5e-324 / 2)
print(1_000_000 * 3, 0o17, 0xFF, 0b1010, 1e3, 1E-3, 1.)
