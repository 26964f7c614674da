# Arbitrary-precision ints: arithmetic past 64 bits, floor division and modulo signs, shifts, bits.
print(2**64, -2**63, -(-2**63), 2**100 - 2**100 + 5, type(2**64))
x = 1
for i in range(100):
    x *= 3
print(x)
print(x % 1000007, x // 7**20, -x // 7, -x % 7, x % -7, divmod(x, -13), divmod(-x, 13))
print(x >> 50, x << 3, x & 0xffff, x | 1, x ^ x, ~x, -x >> 3, (-x) & 0xff, (-x) | 5, (-x) ^ 12345)
print(7**77 // 13**13, 7**77 % 13**13, divmod(-7**77, 13**13))
print(1 << 100, (1 << 100) >> 99, -(1 << 100) >> 200, (2**100) & -(2**50), (2**100) ^ -1, ~(2**100))
print(2**64 // 2**32, 2**64 * 0, (2**64) ** 0, 0 ** (2**64), 1 ** (2**70), (-1) ** (2**70 + 1))
print((-2**63) // -1, (-2**63) % -1, abs(-2**63), -(-2**63), (-2**63) * -1, 2**63 - 1 + 1)
print(0xFFFFFFFFFFFFFFFFFFFF, 1_000_000_000_000_000_000_000, 0b1 << 64, 0o7777777777777777777777)
a, b = 0, 1
for _ in range(500):
    a, b = b, a + b
print(a)
print(sum([2**62, 2**62, 2**62]), sum(range(10**6)) * 10**12, [k * 2**62 for k in range(5)])
n = 12345678901234567890123456789
print(n * n, n * -n, n ** 3, pow(n, 2), n // 1, n - n, n + -n == 0)
acc = 0
for k in range(1, 200):
    acc += k ** 20
print(acc, acc % 2**61, acc.bit_length())
print(2**64 - 2**64 == 0, type(2**64 - 2**64 + 1), 2**64 // 2**64, 10**30 // 10**29)
