from math import gcd, isqrt, factorial, comb, perm, lcm, prod


def pow_mod(base, exp, mod):
    result = 1
    base %= mod
    while exp:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result


def is_probable_prime(n, bases=(2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)):
    if n < 2:
        return False
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y


big = 2 ** 521 - 1
print(len(str(big)), is_probable_prime(big), is_probable_prime(big + 2))
print(pow_mod(3, 10 ** 18, 10 ** 9 + 7), pow(3, 10 ** 18, 10 ** 9 + 7))
print(pow(17, -1, 3120), egcd(17, 3120))
# RSA toy
p, q = 1000000007, 998244353
n, phi = p * q, (p - 1) * (q - 1)
e = 65537
d = pow(e, -1, phi)
msg = int.from_bytes(b"hi there", "big")
c = pow(msg, e, n)
print(n, d, c)
print(pow(c, d, n).to_bytes(8, "big"))
print(factorial(50))
print(comb(100, 50), perm(10, 3), lcm(12, 18, 30), gcd(2**100, 6**50), prod(range(1, 21)))
print(isqrt(10**40 + 1), isqrt(99), (10**20) ** 0.5)
x = -(7 ** 77)
print(x // 13, x % 13, divmod(x, -13), abs(x).bit_length(), x.bit_count() if hasattr(x, "bit_count") else None)
print(hex(2**100), oct(-2**40), bin(12345678901234567890)[:20])
print(int("1" * 50, 2), int("zz", 36), int("-0x1F", 16), int(" 42 "), int("1_000_000"))
print((2**200).to_bytes(26, "little")[-3:], int.from_bytes(b"\xff\xff", "big", signed=True))
print(10**50 // 3, 10**50 / 3, float(10**50), 10**50 == float(10**50))
print(2**1000 % 1000007, (2**64 - 1) & (2**32 + 5), (1 << 100) >> 98, ~(2**70))
print(sum(int(ch) for ch in str(2 ** 1000)))
print(str(factorial(100)).rstrip("0")[-5:], len(str(factorial(100))) - len(str(factorial(100)).rstrip("0")))
try:
    int("12x")
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    (2**10000) * 1.0
except OverflowError as e:
    print("OverflowError:", e)
try:
    (-8) ** 0.5 + isqrt(-1)
except ValueError as e:
    print("ValueError:", e)
print((-8) ** (1 / 3))
print(round(2**80 / 3), int(1e20), int(-2.9), int(2.9), 7 // -2, -7 // 2, 7 % -2, -7 % 2)
print(True + True, 3 * True, (5).numerator, (5).denominator, (5).real, (5).imag, (6).conjugate())
fibs = [0, 1]
while len(str(fibs[-1])) < 100:
    fibs.append(fibs[-1] + fibs[-2])
print(len(fibs) - 1, str(fibs[-1])[:10])
