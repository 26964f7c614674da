import math, sys
a = 2 ** 200
print(a, len(str(a)), a.bit_length(), a % 97, a // 3 ** 50)
print(-a // 7, -a % 7, divmod(-a, 7) == (-a // 7, -a % 7), divmod(17, -5), divmod(-17.5, 4))
print(math.factorial(30), math.comb(60, 30), math.isqrt(10 ** 40 + 12345))
print(pow(3, 1000, 10 ** 9 + 7), pow(2, -1, 11), pow(7, -2, 13))
print(int("ff", 16), int("0b1011", 0), int("0o17", 0), int(" 42 "), int("1_000"), int("-0x1F", 16))
print(int(3.99), int(-3.99), round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234, -2), round(1250, -2))
print(int(1e20), int(1.5e300) % 1000, float(2 ** 100), float(10 ** 22), 2 ** 53 + 1 == float(2 ** 53 + 1))
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)
print(10 ** 400 / 10 ** 399, 7 / 2, 7 // 2, -7 // 2, 7 % -2, 2 ** -1, (-8) ** (1 / 3) if False else abs(-8) ** (1 / 3))
print((255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True))
print((1024).bit_count() if hasattr(int, "bit_count") else "", (-5).bit_length(), (5).conjugate())
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e-5, 123456789012345678.0, 1.0e15, 0.1 * 3)
print(float("1e500"), -float("inf"), float("-0.0"), math.copysign(1, -0.0), 0.0 == -0.0)
print((0.5).as_integer_ratio(), (0.1).hex(), float.fromhex("0x1.8p1"), (3.0).is_integer(), (2.5).is_integer())
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.fmod(-7, 3), -7 % 3, math.remainder(7, 3))
print(sys.maxsize, sys.float_info.max, sys.float_info.epsilon, sys.int_info.bits_per_digit if False else "")
print(hash(2 ** 61 - 1), hash(-1), hash(1.5), hash(10 ** 30) % 1000)
print(1 << 100, (1 << 100) >> 98, -1 >> 5, ~0, ~(2 ** 70), 2 ** 70 & 0xFFFF, (2 ** 70) | 1, (2 ** 70) ^ (2 ** 69))
print(abs(-10 ** 25), max(10 ** 20, 1e20), 10 ** 20 == 1e20, 10 ** 23 == 1e23, 2 ** 64 < 1.9e19)
print(str(12345678901234567890123)[::-1], f"{2 ** 100:e}", f"{2 ** 100:.3e}", "%.5g" % 2 ** 100)
print(sum(range(10 ** 6)), sum([0.1] * 10), math.fsum([0.1] * 10), math.prod(range(1, 21)))
print(int("9" * 50) + 1, -(-7 // 2), 5 ** 0.5, 10 ** -2, (-2) ** 2, -2 ** 2)
print(bin(-10), oct(-10), hex(10 ** 18), int(bin(123456789), 2))
print(math.gcd(2 ** 64, 6 ** 20), math.lcm(12, 18, 30), math.gcd(), math.gcd(0, -4))
