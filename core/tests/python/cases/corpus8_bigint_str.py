# int <-> str at large sizes, the 4300-digit limit, hashing of big ints.
import sys

n = 7 ** 1500
s = str(n)
print(len(s), s[:20], s[-20:], int(s) == n, hex(n)[:20], oct(n)[-10:], bin(n)[:15], int(hex(n), 16) == n, f"{n:,}"[:30], f"{n:_x}"[:30])
try:
    str(10 ** 5000)
except ValueError as e:
    print(e)
print(sys.get_int_max_str_digits())
try:
    int("1" * 4301)
except ValueError as e:
    print(e)
print(len(hex(10 ** 5000)), int("f" * 5000, 16) % 1000)
sys.set_int_max_str_digits(10000)
print(len(str(10 ** 5000)))
try:
    int("1" * 10001)
except ValueError as e:
    print(e)
print(int("1" * 5000) % 97, hash(10**30) == hash(10**30 % (2**61 - 1)), hash(-1), hash(-2), hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(1.5), hash(-0.5), hash(float("inf")), hash(1e300), hash(0.1))
print(hash(complex(1, 2)), hash((1, 2)), hash(()), hash((1,)), hash(frozenset()), hash(True), hash(10**20))
print(2**63, -(2**63), 2**64 - 1, (2**64) >> 3, -1 >> 100, (-(2**70)) >> 3, 1 << 100, (-5) & 0xFF, ~(2**70), (2**70) ^ -1, (2**70) | 1, -(2**65) & (2**66 - 1))
