def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(x) for x in (0, 1, 7, 255, 2 ** 64 - 1)], bin(2 ** 64 - 1).count("1"), (2 ** 64 - 1).bit_count())
print([x for x in range(1, 70) if x & (x - 1) == 0], 96 & -96, (96).bit_length(), (-96).bit_length())
def subsets(items):
    n = len(items)
    return [[items[i] for i in range(n) if mask >> i & 1] for mask in range(1 << n)]
print(subsets("abc"))
def gray(n):
    return [i ^ (i >> 1) for i in range(1 << n)]
print(gray(3), [format(g, "03b") for g in gray(3)])
def reverse_bits(x, width=8):
    r = 0
    for _ in range(width):
        r = (r << 1) | (x & 1)
        x >>= 1
    return r
print(reverse_bits(0b00010110), format(reverse_bits(1, 16), "016b"), int("1" * 8, 2), ~0b1010 & 0xF)
flags = 0
READ, WRITE, EXEC = 1, 2, 4
flags |= READ | EXEC
print(flags, bool(flags & WRITE), flags & ~EXEC, flags ^ 0b111, f"{flags:03b}")
def single_number(nums):
    r = 0
    for x in nums:
        r ^= x
    return r
print(single_number([4, 1, 2, 1, 2]), -5 >> 1, -5 // 2, -1 >> 100, 1 << 100, (1 << 100) >> 98, -(1 << 70) >> 3)
x = 0xDEADBEEF
print(hex(x), hex(x >> 16), hex(x & 0xFFFF), hex((x << 4) & 0xFFFFFFFF), x.to_bytes(4, "little").hex(), hex(int.from_bytes(x.to_bytes(4, "big"), "little")))
print(bin(-10), format(-10 & 0xFF, "08b"), ~-1, -~5, ~~7, 7 & -8, -7 & 7, -7 | 7, -7 ^ 7, (-8) & (-3))
def hamming(a, b):
    return bin(a ^ b).count("1")
print(hamming(1, 4), hamming(0xFF, 0), hamming(2 ** 100, 2 ** 100 + 3))
def sieve_bits(n):
    bits = (1 << (n + 1)) - 4
    p = 2
    while p * p <= n:
        if bits >> p & 1:
            for m in range(p * p, n + 1, p):
                bits &= ~(1 << m)
        p += 1
    return [i for i in range(n + 1) if bits >> i & 1]
print(sieve_bits(60))
print(int.__xor__(5, 3), (5).__and__(3), (5).__rshift__(1), pow(2, 64) - 1 == (1 << 64) - 1, 0b1111_0000 >> 4, 0x10 | 0o10 | 0b10)
try:
    1 << -1
except ValueError as e:
    print(e)
try:
    1.0 | 2
except TypeError as e:
    print(e)
