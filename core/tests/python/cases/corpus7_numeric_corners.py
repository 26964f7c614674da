import math
for a, b in [(7, 3), (-7, 3), (7, -3), (-7, -3), (7.5, 2), (-7.5, 2), (7, 0.5), (-0.0, 1)]:
    print(a, b, divmod(a, b), a // b, a % b)
for x in [0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1e20, 0.125, 0.375]:
    print(x, round(x), round(x, 1), round(x, 2))
print(round(12345, -2), round(12355, -1), round(-15, -1), round(25, -1), type(round(2.5)))
print(round(1234.5678, -2), round(float("inf"), 2) if False else "skip")
for v in [0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15 + 0.3, 123456789.123456789, 5e-324, 1.7976931348623157e308, 1e22, 1e23, 0.1 * 3]:
    print(repr(v), str(v), f"{v:g}", f"{v:.3g}", f"{v:e}")
print(int.to_bytes(1024, 4, "big"), (1024).to_bytes(4, "little"), (-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\xff\xfe", "big"), int.from_bytes(b"\xff\xfe", "little", signed=True))
print((255).to_bytes(1, "big"), (2**64).to_bytes(9, "big").hex())
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
print(2**100, -2**100 // 3, (-2**100) % 7, pow(3, 200, 1000007), pow(2, -1, 7))
print((2**100).bit_length(), (-255).bit_length(), (255).bit_count() if hasattr(int, "bit_count") else 8)
print(10**30 // 7, 10**30 % 7, divmod(-10**30, 7))
print(math.isqrt(10**40 + 1), math.gcd(2**40, 6**20), math.lcm(12, 18, 30))
print(float(2**53 + 1), int(1e20), int(-3.99), int("  -42  "), int("0x1f", 16), int("0b101", 0), int("1_000"))
print(1e300 * 1e10, -1e300 * 1e10, math.isnan(float("nan")), float("nan") == float("nan"))
print(0.1 + 0.7, 3 * 1.1, 1.1 + 2.2, 100 * 1.1)
print(f"{math.pi:.0f} {math.e:10.4f} {-math.pi:+08.3f} {1234567.891:_.2f} {0.000123:.2%}")
print(7 / 2, 7 // 2, -7 / 2, 2 ** -1, 2 ** 0.5, (-8) ** (1 / 3))
print(abs(-0.0), -0.0 == 0.0, math.copysign(1, -0.0), str(-0.0), 0.0 * -1)
print(hex(255), oct(-8), bin(10), hex(-2**70), format(255, "#010x"), format(-5, "b"))
print(float.fromhex("0x1.8p1"), (1.5).hex(), (0.1).as_integer_ratio(), (2.5).is_integer())
print(True + True, True * 3, -True, ~True, True / 2, int(True), 5 & 3, 5 | 3, 5 ^ 3, ~5, -5 >> 1, 1 << 70)
print(complex(1, 2) * complex(3, -1), abs(3 + 4j), (1 + 2j).conjugate(), (1j) ** 2, complex("1+2j"))
print(max(1, 1.0), max(1.0, 1), min([3, 1.0, 1]), sorted([1, 1.0, True, 0.5]))
