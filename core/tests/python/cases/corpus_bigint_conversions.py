n = 2 ** 200
print(n, len(str(n)), n.bit_length(), str(n)[:10], n % 1000007, hex(n)[:12])
print(int("9" * 50) + 1, -(10 ** 30) // 7, (10 ** 30) % -7, divmod(-10 ** 25, 10 ** 12), pow(7, 10 ** 5, 13))
try:
    int("1" * 5000)
except ValueError as e:
    print(e)
try:
    str(10 ** 5000)
except ValueError as e:
    print(e)
import sys
print(sys.get_int_max_str_digits())
print(f"{10**25:,}", f"{-2**64:x}", f"{2**100:e}", float(2**100), int(1e20), int(-1.5e18), 10**20 == 1e20, 2**53 + 1 == float(2**53 + 1))
print(round(10 ** 20 / 3), 10 ** 20 // 3, 7 ** 0.5, (-27) ** (1 / 3), 1e309, -(2 ** 1000) < -1e300)
try:
    float(10 ** 400)
except OverflowError as e:
    print(e)
try:
    10 ** 400 / 1
except OverflowError as e:
    print(e)
print(10 ** 400 // 10 ** 399, (10 ** 400) / (10 ** 399), 3 ** -2, 0 ** 0, 0.0 ** 0, (-1) ** 0.5)
try:
    0 ** -1
except ZeroDivisionError as e:
    print(e)
print(int("0o17", 0), int("0X1f", 16), int("z", 36), int("-  5".replace(" ", "")), int("٣"), int(" -7 "))
print(float("1_000.5"), float("-.5"), float("1e-3"), float("inf"), float("-Infinity"), float("nAn"), repr(float("1.10")))
for bad in ["1__0", "_1", "1_", "0x", "1.5e"]:
    try:
        print(int(bad) if "." not in bad and "e" not in bad else float(bad))
    except ValueError as e:
        print(e)
print(0.1 + 0.7, 1.1 * 3, 1e16 + 1, 2 ** 0.5 * 2 ** 0.5, 100 * 1.1, 0.1 * 0.1, 3 * 0.1, 1 / 7)
print(repr(1e-7), repr(123456789.123456789), repr(1.0e15), repr(1.0e16), repr(-0.00001), 1.7976931348623157e308)
print(int.__mul__(3, 4), (5).__pow__(2), (-5).__abs__(), (7).__divmod__(2), (3).__index__(), hash(-1), hash(-2))
print(bool(int), int(), float(), complex(), str(), bytes(), list(), tuple(), dict(), set())
print(abs(-7.5), abs(3 + 4j), round(-7.5), round(7.5), round(-0.4), round(0.5 + 1e-16), round(2.5000001))
print(sum(i * i for i in range(10 ** 4)), max(range(10 ** 6)), len(range(0, 10 ** 12, 7)), range(10)[-3:], range(5)[::2])
print(7 .bit_length(), (-7).bit_length(), (1 << 100) >> 98, ~(2 ** 70), -(2**63) & 0xFF, 2**64 | 1, (2**64) ^ (2**63))
