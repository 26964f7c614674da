import math
n = 2 ** 521 - 1
print(n % 10 ** 12, len(str(n)), n.bit_length(), str(n)[:20], hex(n)[:12], n // 3 ** 100 % 1000)
print(math.factorial(50), sum(int(d) for d in str(math.factorial(100))))
print(pow(3, 10 ** 5, 10 ** 9 + 7), pow(12345, 67890, 2 ** 61 - 1), pow(2, -1, 10 ** 9 + 7))
a, b = 10 ** 40 + 7, 10 ** 20 - 3
print(a * b, a // b, a % b, -a // b, -a % b, divmod(a, -b), math.gcd(a * 6, b * 6), math.isqrt(a), round(a, -38), round(-a, -39))
print(int("9" * 60) + 1 == 10 ** 60, (10 ** 60) ** 0.5, float(10 ** 60), 10 ** 60 / 3, 10 ** 60 // 10 ** 59, 2 ** 1000 > 10 ** 300)
print(f"{2**100:,}", f"{2**100:e}", f"{-2**70:#x}", f"{2**64:o}", format(10**25, "_d"), f"{7**30:>40}")
for x in [0.1, 0.2, 0.3, 1/3, 2/3, 1e-5, 1e-4, 123456789.0, 1234567890123456789.0, 1e15, 1e16, 1.5e300, 5e-324, 2.2250738585072014e-308,
          9.999999999999999e22, 0.30000000000000004, 100.0, 1.0e-1, 3.141592653589793, 2.718281828459045, float(2**53), float(2**53 + 1)]:
    print(repr(x), str(x), f"{x:g}", f"{x:.3g}", x == float(repr(x)))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.nextafter(0.0, 1.0), (0.1).hex(), float.fromhex((0.1).hex()) == 0.1)
print(1e23 == 10 ** 23, int(1e23), 10 ** 23 == int(float(10 ** 23)), float(10 ** 23) == 1e23, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(math.floor(1e20), math.ceil(-1e20 + 0.5), int(-1.999999999), round(123.456, 1), round(-0.5), round(0.49999999999999994), round(1e20 + 0.5))
print(sum(1 / k ** 2 for k in range(1, 10001)), math.pi ** 2 / 6, 0.1 * 3, 1 - 0.9, 3 * 1.1, 1.1 + 2.2)
print(7 / 2, 7 // 2, -7 / 2, -7 // 2, 7 % -3, -7 % 3, 7.0 % -3, -0.0 % 1, 5 % 0.3, math.fmod(-7, 3), math.remainder(7, 3))
print(float("1e-400"), float("1e400"), -float("inf") < -1e308, max(float("nan"), 1) != max(float("nan"), 1) or True, math.isnan(float("nan")))
print(str(1.0), str(10.0 ** 16), str(1e-7), 1.0 * 10 ** 16, 12345678901234567.0, 0.000001, 0.0000001, 1e+16 - 1, float(12))
