import math

f100 = math.factorial(100)
print(len(str(f100)), str(f100)[:20], f100 % 1000003)
print(sum(int(d) for d in str(2 ** 1000)))
a = 3 ** 200
b = 7 ** 150
print(a // b, a % b == a - (a // b) * b)
print(divmod(-a, b)[0] == -(a // b) - 1, (-a) // b)
print(math.gcd(a * 35, b * 15), math.lcm(12, 18, 40))
print(math.isqrt(10 ** 40 + 12345), math.isqrt(2 ** 127))
print(pow(2, 10 ** 5, 10 ** 9 + 7), pow(3, -1, 11), pow(12345678901234567890, 3, 97))
print((1 << 200) >> 190, (2 ** 100).bit_length(), (-(2 ** 70)).bit_length())
print(hex(2 ** 64 - 1), oct(2 ** 40), bin(-37))
print(int("1" * 40) * int("9" * 30))
print(int("zz", 36), int("-0x_ff", 16) if False else int("-0xff", 16), int("0b1010", 0), int(" 42 "))
print((12345678901234567890).to_bytes(9, "big").hex())
print(int.from_bytes(b"\xff\x00\x01", "little"), int.from_bytes(b"\xff", "big", signed=True))
print(-7 // 2, -7 % 2, 7 // -2, 7 % -2, divmod(-7, -2))
print(10 ** 20 / 3, 2 ** 53 + 1.0, float(2 ** 100))
print(math.comb(60, 30), math.perm(10, 4))
n = 600851475143
factors = []
d = 2
while d * d <= n:
    while n % d == 0:
        factors.append(d)
        n //= d
    d += 1
if n > 1:
    factors.append(n)
print(factors)
print(abs(-10 ** 30), (10 ** 30).__neg__(), -(10 ** 30) < -(10 ** 29))
print(format(2 ** 70, ","), f"{10**25:_d}", f"{2**64:e}")
print(sum(range(10 ** 6)), 10 ** 18 == 1e18, 2 ** 63 == 2.0 ** 63)
