# Toy RSA with big integers: modular inverse, fast exponentiation, primality
def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y
def modinv(a, m):
    g, x, _ = egcd(a, m)
    if g != 1:
        raise ValueError(f"{a} has no inverse mod {m}")
    return x % m
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
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True
def next_prime(n):
    n += 1 + (n % 2 == 0) if n > 2 else 0
    n = max(n, 2)
    while not is_probable_prime(n):
        n += 1
    return n
p = next_prime(2 ** 127)
q = next_prime(3 ** 80)
n, phi = p * q, (p - 1) * (q - 1)
e = 65537
d = modinv(e, phi)
print(p, q)
print(n.bit_length(), len(str(n)), d * e % phi, pow(e, -1, phi) == d)
msg = int.from_bytes("hello, bigint world".encode(), "big")
c = pow(msg, e, n)
back = pow(c, d, n)
print(c % 10 ** 12, back == msg, back.to_bytes((back.bit_length() + 7) // 8, "big").decode())
sig = pow(12345, d, n)
print(pow(sig, e, n))
print([x for x in range(90, 130) if is_probable_prime(x)], is_probable_prime(2 ** 61 - 1), is_probable_prime(561), is_probable_prime(2 ** 89 - 1))
try:
    modinv(6, 9)
except ValueError as ex:
    print(type(ex).__name__, ex)
try:
    pow(6, -1, 9)
except ValueError as ex:
    print(type(ex).__name__, ex)
f100 = 1
for i in range(2, 101):
    f100 *= i
print(f100 % (10 ** 30), len(str(f100)), sum(map(int, str(f100))), str(f100).rstrip("0")[-5:], len(str(f100)) - len(str(f100).rstrip("0")))
print(divmod(-(10 ** 30) - 7, 10 ** 15), (-(2 ** 70)) >> 3, (2 ** 70) & 0xFFFF_FFFF, ~(2 ** 65), (1 << 100) | 1 == 2 ** 100 + 1, hex(2 ** 64 - 1), int("1" * 40, 2))
def isqrt_newton(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x, y = y, (y + n // y) // 2
    return x
import math
big = 10 ** 50 + 12345
print(isqrt_newton(big) == math.isqrt(big), math.isqrt(big), math.gcd(2 ** 100 - 1, 2 ** 60 - 1), math.lcm(2 ** 40, 3 ** 20) % 1000)
