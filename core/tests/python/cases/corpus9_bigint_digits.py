import math


def pi_digits(n):
    """Machin's formula with integer arithmetic."""
    scale = 10 ** (n + 10)

    def arctan_inv(x):
        total = term = scale // x
        x2 = x * x
        k = 1
        sign = 1
        while term:
            term //= x2
            sign = -sign
            total += sign * (term // (2 * k + 1))
            k += 1
        return total

    pi = 4 * (4 * arctan_inv(5) - arctan_inv(239))
    return str(pi // 10 ** 10)


def e_digits(n):
    scale = 10 ** (n + 10)
    total, term, k = 0, scale, 0
    while term:
        total += term
        k += 1
        term //= k
    return str(total // 10 ** 10)


p = pi_digits(200)
print(p[0] + "." + p[1:])
e = e_digits(120)
print(e[0] + "." + e[1:])
print(math.isqrt(2 * 10 ** 200))
f100 = math.factorial(100)
print(f100)
print(len(str(f100)), sum(map(int, str(f100))), len(str(f100)) - len(str(f100).rstrip("0")))


def fib(n):
    def go(n):
        if n == 0:
            return 0, 1
        a, b = go(n >> 1)
        c = a * (2 * b - a)
        d = a * a + b * b
        return (d, c + d) if n & 1 else (c, d)
    return go(n)[0]


f1000 = fib(1000)
print(str(f1000)[:20], str(f1000)[-20:], f1000.bit_length(), f1000 % 1000000007)
print(fib(300) == fib(299) + fib(298), math.gcd(fib(120), fib(90)) == fib(30))


def is_probable_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
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


p = next_prime(10 ** 40)
q = next_prime(3 * 10 ** 38 + 12345)
n = p * q
phi = (p - 1) * (q - 1)
e_ = 65537
d = pow(e_, -1, phi)
print(p, q)
print(n, d % 10 ** 12)
msg = int.from_bytes("Hello, RSA world!".encode(), "big")
c = pow(msg, e_, n)
m2 = pow(c, d, n)
print(c, m2.to_bytes((m2.bit_length() + 7) // 8, "big").decode())
print([x for x in range(2 ** 61 - 5, 2 ** 61 + 30) if is_probable_prime(x)])
print(2 ** 127 - 1 == int("1" * 127, 2), is_probable_prime(2 ** 127 - 1), is_probable_prime(2 ** 128 + 1))
big = 3 ** 500
print(big.bit_length(), big.bit_count(), hex(big)[:20], oct(big)[-10:], f"{big:,}"[:27])
print(divmod(-big, 10 ** 50)[1], (-big) // (10 ** 230), -big % 7, big >> 700, (-big) >> 700)
print(math.comb(200, 100), math.perm(30, 10))
print(math.lcm(*range(1, 41)), math.gcd(2 ** 100 - 1, 2 ** 60 - 1) == 2 ** 20 - 1)
print(int("9" * 60) + 1 == 10 ** 60, int("-0x" + "f" * 30, 16), int("zz" * 10, 36))
print(10 ** 50 / 7, 2 ** 1000 / 3 ** 600, round(10 ** 30 / 3), (10 ** 25) // 3.0)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
print(f"{2 ** 64:e} {2 ** 64:.3e} {-(2 ** 70):x} {7 ** 40:>60}|")
