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

def is_probable_prime(n):
    if n < 2:
        return False
    small = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    for p in small:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in small:
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
    while not is_probable_prime(n):
        n += 1
    return n

p = next_prime(2**64)
q = next_prime(3**41)
n = p * q
phi = (p - 1) * (q - 1)
e = 65537
d = modinv(e, phi)
print(p, q)
print(n, n.bit_length(), len(str(n)))
print(d == pow(e, -1, phi), (e * d) % phi)
msg = int.from_bytes("Hello, RSA!".encode(), "big")
c = pow(msg, e, n)
back = pow(c, d, n)
print(msg, c, back == msg, back.to_bytes((back.bit_length() + 7) // 8, "big").decode())
print(egcd(240, 46), modinv(3, 11), modinv(10, 17))
try:
    modinv(6, 9)
except ValueError as ex:
    print("ValueError:", ex)
print([n for n in range(2, 100) if is_probable_prime(n)][-5:], is_probable_prime(2**61 - 1), is_probable_prime(2**62 - 1))
mersenne = [k for k in range(2, 130) if is_probable_prime(2**k - 1)]
print(mersenne)
def crt(residues, moduli):
    from math import prod
    M = prod(moduli)
    x = sum(r * (M // m) * modinv(M // m, m) for r, m in zip(residues, moduli))
    return x % M, M
print(crt([2, 3, 2], [3, 5, 7]), crt([1, 4, 6], [3, 5, 7]))
def factor(n):
    out, f = [], 2
    while f * f <= n:
        while n % f == 0:
            out.append(f)
            n //= f
        f += 1 if f == 2 else 2
    if n > 1:
        out.append(n)
    return out
print(factor(600851475143), factor(2**32 + 1), factor(97), factor(1))
fact = 1
for i in range(1, 101):
    fact *= i
print(sum(map(int, str(fact))), len(str(fact)), str(fact)[:20], str(fact).rstrip("0")[-5:], len(str(fact)) - len(str(fact).rstrip("0")))
print(2**1000 % 10**10, sum(int(c) for c in str(2**1000)), (10**50 + 7) // 13, -(10**50) // 13, (-(10**50)) % 13)
a, b = 0, 1
for _ in range(500):
    a, b = b, a + b
print(len(str(a)), a % 1000000007, str(a)[:15])
print(int("9" * 60) + 1 == 10**60, int("-" + "1" * 40) * -1, hex(2**128 - 1), int("f" * 32, 16) == 2**128 - 1)
print(pow(2, 10**18, 10**9 + 7), pow(123456789, 987654321, 1000000007), (7**77).bit_length(), 7**77 % 1000)
print(divmod(-(2**100), 3**20), divmod(2**100, -(3**20)), round(2**100 / 3**20, 5), (2**100) // (2**99 + 1), float(2**1023) * 2 == float("inf"))
