import math
big = 2 ** 100
print(big, big.bit_length(), (-big).bit_length(), big // 3, big % 7, -big // 7, -big % 7, str(3 ** 50)[:10])
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (7.5, 2), (-7.5, 2), (0, 5)]:
    print(a, b, divmod(a, b), a // b, a % b)
print([round(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5, 3.5)], round(2.675, 2), round(1234, -2), round(1250, -2), round(-1250, -2))
print(round(7.0), type(round(7.0)).__name__, round(7.25, 1), type(round(7, 1)).__name__, round(5e-324, 2))
for x in (1.0, 0.1, -2.5, 3.0e-5, 1e300, 0.0):
    h = x.hex()
    print(h, float.fromhex(h) == x)
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), float.fromhex("inf"), float.fromhex("0x.8"))
try:
    float.fromhex("zz")
except ValueError as e:
    print(type(e).__name__, e)
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\x01\x00", "little"), int.from_bytes(b"\xff\xfe", "big", signed=True))
print((1024).to_bytes(2, "big"), (-2).to_bytes(2, "little", signed=True), (255).to_bytes(1, "big"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print(type(e).__name__, e)
try:
    (-1).to_bytes(1, "big")
except OverflowError as e:
    print(type(e).__name__, e)
vals = [0.1] * 10
print(sum(vals), math.fsum(vals), math.fsum([1e100, 1.0, -1e100]), math.prod([1, 2, 3, 4]), math.prod([], start=5), math.prod([2.5, 4]))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.001, rel_tol=1e-2), math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.gcd(48, 18), math.gcd(0, 0), math.gcd(12, 18, 27), math.lcm(4, 6), math.lcm(), math.isqrt(10 ** 20 + 1), math.comb(10, 3), math.perm(5, 2), math.factorial(20))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.copysign(3, -0.0), math.fmod(-7, 3), math.remainder(7, 4), math.modf(-3.25), math.frexp(8.0), math.ldexp(0.5, 4))
print(int("1_000"), int("0x1F", 16), int("0b101", 0), int("  -42  "), int("z", 36), float("1_0.5"), float(" -inf "), int(-3.9), int(True))
for bad in ["1__0", "", "0x", "1.5"]:
    try:
        int(bad)
    except ValueError as e:
        print(type(e).__name__, e)
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e-4, 123456789012345678.0, 1.0 / 7 * 7, 10 ** -5, 2 ** -1, (-8) ** (1 / 3) if False else abs(-8) ** (1 / 3))
print(float("nan") == float("nan"), math.isnan(float("nan")), math.inf > 10 ** 400, -0.0 == 0.0, str(-0.0), 1e308 * 10)
print((7).__pow__(2, 5), pow(3, -1, 7), pow(2, 100, 10 ** 9), (-3) ** 2, -3 ** 2, 2 ** 0.5, (10).real, (3).conjugate())
print(bin(-10), oct(64), hex(-255), (10).bit_count(), int.bit_count(-7), (6).as_integer_ratio(), (0.75).as_integer_ratio(), (2.0).is_integer())
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 // 0
except ZeroDivisionError as e:
    print(e)
try:
    5 % 0
except ZeroDivisionError as e:
    print(e)
try:
    math.sqrt(-1)
except ValueError as e:
    print(e)
try:
    float("1e400") and int(float("inf"))
except OverflowError as e:
    print(e)
