def bits(n, width=8):
    return format(n & ((1 << width) - 1), f"0{width}b")

flags = {"READ": 1, "WRITE": 2, "EXEC": 4, "HIDDEN": 8}
def describe(mask):
    return "|".join(name for name, bit in flags.items() if mask & bit) or "NONE"
for m in [0, 1, 3, 6, 15, 9]:
    print(f"{m:2} {bits(m, 4)} {describe(m)}")
perm = 0
perm |= flags["READ"] | flags["EXEC"]
perm &= ~flags["EXEC"]
perm ^= flags["HIDDEN"]
print(perm, describe(perm), bits(~perm), ~perm, -perm, bits(-perm))
print([bits(x) for x in (5, -5, 127, -128, 255, 256)])
print(0b1011 << 3, 0xF0 >> 4, -16 >> 2, -1 >> 10, 1 << 100 >> 98, (-7) & 0xFF, (-7) | 0, (-7) ^ -1)
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(i) for i in range(17)], popcount(2**200 - 1), (2**200 - 1).bit_count())
def lowest_set(n): return n & -n
def is_pow2(n): return n > 0 and n & (n - 1) == 0
print([lowest_set(x) for x in (12, 40, 7, 96, 2**70 + 2**65)], [x for x in range(70) if is_pow2(x)])
def reverse_bits(n, width=8):
    r = 0
    for _ in range(width):
        r = (r << 1) | (n & 1)
        n >>= 1
    return r
print([reverse_bits(x) for x in (1, 2, 0b1011, 255, 128)], bits(reverse_bits(0b00010110)))
def gray(n): return n ^ (n >> 1)
def ungray(g):
    n = 0
    while g:
        n ^= g
        g >>= 1
    return n
print([gray(i) for i in range(8)], [ungray(gray(i)) for i in range(8)])
def subsets(mask):
    sub = mask
    out = []
    while True:
        out.append(sub)
        if sub == 0:
            break
        sub = (sub - 1) & mask
    return out
print(subsets(0b1011), len(subsets(0b111111)))
x, y = 12, 30
x ^= y; y ^= x; x ^= y
print(x, y)
def xor_all(n):
    return [n, 1, n + 1, 0][n % 4]
print([xor_all(i) for i in range(10)], [eval("^".join(map(str, range(i + 1)))) for i in range(10)])
class BitSet:
    def __init__(self, items=()):
        self.v = 0
        for i in items:
            self.add(i)
    def add(self, i): self.v |= 1 << i
    def discard(self, i): self.v &= ~(1 << i)
    def __contains__(self, i): return bool(self.v >> i & 1)
    def __iter__(self):
        v, i = self.v, 0
        while v:
            if v & 1:
                yield i
            v >>= 1
            i += 1
    def __or__(self, o): r = BitSet(); r.v = self.v | o.v; return r
    def __and__(self, o): r = BitSet(); r.v = self.v & o.v; return r
    def __sub__(self, o): r = BitSet(); r.v = self.v & ~o.v; return r
    def __len__(self): return bin(self.v).count("1")
    def __repr__(self): return f"BitSet({list(self)})"
a, b = BitSet([1, 3, 5, 64, 100]), BitSet([3, 4, 5, 100])
a.discard(1)
print(a, b, a | b, a & b, a - b, len(a | b), 64 in a, 63 in a, hex(a.v))
print(int.from_bytes(bytes([0b10000001, 0xFF]), "little"), (0x1234).to_bytes(2, "big")[0], bytes([1, 2, 3]).hex("-"), bytearray.fromhex("de ad").hex())
crc = 0xFFFFFFFF
for byte in b"123456789":
    crc ^= byte
    for _ in range(8):
        crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
print(hex(crc ^ 0xFFFFFFFF))
