import math
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
f100 = fact(100)
print(f100)
print(len(str(f100)), sum(map(int, str(f100))), str(f100).rstrip("0") != str(f100), len(str(f100)) - len(str(f100).rstrip("0")), f100 == math.factorial(100))
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print(fib(300), fib(300) % 10 ** 9, fib(301) // fib(300), math.gcd(fib(300), fib(200)) == fib(100))
def is_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2; s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
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
print([p for p in range(100, 200) if is_prime(p)], is_prime(2 ** 61 - 1), is_prime(2 ** 67 - 1), is_prime(10 ** 18 + 9))
m127 = 2 ** 127 - 1
print(m127, is_prime(m127), hex(m127), m127.bit_length(), str(m127)[:10], m127 % 1000007)
print(pow(3, 10 ** 18, 10 ** 9 + 7), pow(2, -1, 10 ** 9 + 7), pow(12345678901234567890, 3), (-7) ** 21)
def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y
print(egcd(240, 46), egcd(10 ** 20, 3 ** 40))
def crt(rems, mods):
    x, M = 0, 1
    for r, m in zip(rems, mods):
        g, p, q = egcd(M, m)
        x = (x + (r - x) * p % m * M) % (M * m)
        M *= m
    return x
print(crt([2, 3, 2], [3, 5, 7]))
def factorize(n):
    fs = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            fs[d] = fs.get(d, 0) + 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        fs[n] = fs.get(n, 0) + 1
    return fs
print(factorize(360), factorize(2 ** 40 - 1), factorize(600851475143), factorize(97))
big = 10 ** 50 + 1
print(big // 7, big % 7, divmod(-big, 10 ** 25), -big // 3, big * -big, abs(-big) == big, big / 10 ** 49, float(big), int(1e20))
print(str(2 ** 200)[::-1][:20], int("9" * 40) + 1, 10 ** 40 - 1 == int("9" * 40), hash(2 ** 70) == hash(2 ** 70), 2 ** 70 > 2 ** 69 * 1.99)
print(math.comb(100, 50), math.isqrt(10 ** 40), math.prod(range(1, 25)), sum(range(10 ** 6)), max(2 ** 64, 2 ** 64 - 1, key=lambda v: -v))
digits = [int(c) for c in str(2 ** 1000)]
print(sum(digits), len(digits), format(2 ** 100, ","), f"{3 ** 50:_}", f"{2 ** 70:x}", f"{-2 ** 65:>30}", f"{10 ** 21:e}")
def collatz_len(n):
    c = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        c += 1
    return c
print(max(range(1, 3000), key=collatz_len), collatz_len(27), collatz_len(2 ** 100))
