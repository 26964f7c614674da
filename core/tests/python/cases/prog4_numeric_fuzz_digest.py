# float/int arithmetic and formatting fuzz against CPython (digest of 3000 rounds)
import random, math
rng = random.Random(99)
out = []
for i in range(3000):
    x = rng.uniform(-1e6, 1e6) * 10 ** rng.randint(-30, 30)
    out.append(repr(x)); out.append(f"{x:.17g}"); out.append(str(round(x, rng.randint(-5, 8))))
    out.append(f"{x:.3e}|{x:,.2f}|{x:g}|{x:.10g}|{x:%}"[:80])
    y = rng.uniform(-100, 100)
    if y:
        out.append(repr(x % y)); out.append(repr(x // y)); out.append(repr(divmod(x, y)))
    n = rng.randint(-10**20, 10**20); m = rng.randint(1, 10**10)
    out.append(repr(n / m)); out.append(repr(n // m)); out.append(repr(n % -m)); out.append(repr(float(n)))
    out.append(repr(math.sqrt(abs(x)))); out.append(repr(x ** 0.5 if x > 0 else x ** 2))
import hashlib
print(hashlib.md5("\n".join(out).encode()).hexdigest(), len(out))
print(10 ** 400 / 10 ** 399, (10 ** 400 + 1) / 10 ** 400, 2 ** 1100 // 3 ** 500 % 1000, float(2 ** 1023), 1 / 3 * 3)
for e in [lambda: float(10 ** 400), lambda: 10 ** 400 / 3, lambda: 2.0 ** 5000, lambda: math.exp(800), lambda: 1j / 0, lambda: 0.0 ** -1, lambda: (-8) ** 0.5, lambda: 10 ** 400 * 1.0]:
    try: print(e())
    except Exception as ex: print(type(ex).__name__, ex)
print(float("1e-400"), float("1e400"), float("-nan"), float(" 1.5\n"), float("1_000.000_1"), int("١٢٣"), float("٣.٥"))
print(round(2.5e-8, 9), round(1e20, -19), round(-0.0), round(0.1 + 0.2, 16), round(5e-324, 400), round(1.5e300, -299))
