def bits(n, width=8):
    return format(n & ((1 << width) - 1), f"0{width}b")


def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c


def reverse_bits(n, width=8):
    r = 0
    for _ in range(width):
        r = (r << 1) | (n & 1)
        n >>= 1
    return r


def gray(n):
    return n ^ (n >> 1)


def from_gray(g):
    n = 0
    while g:
        n ^= g
        g >>= 1
    return n


def subsets(items):
    n = len(items)
    for mask in range(1 << n):
        yield [items[i] for i in range(n) if mask >> i & 1]


class BitSet:
    def __init__(self, values=()):
        self.word = 0
        for v in values:
            self.add(v)

    def add(self, v):
        self.word |= 1 << v

    def discard(self, v):
        self.word &= ~(1 << v)

    def __contains__(self, v):
        return bool(self.word >> v & 1)

    def __iter__(self):
        w, i = self.word, 0
        while w:
            if w & 1:
                yield i
            w >>= 1
            i += 1

    def __len__(self):
        return bin(self.word).count("1")

    def __or__(self, other):
        r = BitSet()
        r.word = self.word | other.word
        return r

    def __and__(self, other):
        r = BitSet()
        r.word = self.word & other.word
        return r

    def __repr__(self):
        return f"BitSet({list(self)})"


for n in [0, 1, 5, 127, 128, 255, -1, -128]:
    print(f"{n:5d} {bits(n)} pop={popcount(n & 0xFF)} rev={bits(reverse_bits(n & 0xFF))} gray={bits(gray(n & 0xFF))}")
print([gray(i) for i in range(8)], all(from_gray(gray(i)) == i for i in range(1000)))
print(list(subsets("abc")))
a, b = BitSet([1, 3, 5, 64]), BitSet([3, 4, 64, 100])
print(a, b, a | b, a & b, len(a | b), 64 in a, 2 in a)
a.discard(64)
print(a, a.word, hex((a | b).word))
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 5 << 2, -5 >> 1, -5 & 0xFF, (1 << 70) | 1, (2 ** 70 - 1) ^ (2 ** 69))
print(int("1011", 2), int("ff", 16) << 4, (0b1011).bit_length(), (-0b1011).bit_length(), (255).to_bytes(1, "big"))
x = 0b10110000
print((x & -x).bit_length() - 1, bin(x & (x - 1)), bin(x | (x - 1)), x >> 4 << 4 == x)


def swap_nibbles(b):
    return ((b & 0x0F) << 4) | ((b & 0xF0) >> 4)


print([hex(swap_nibbles(v)) for v in (0xAB, 0x12, 0xF0)])
flags = {"READ": 1, "WRITE": 2, "EXEC": 4}
perm = flags["READ"] | flags["EXEC"]
print([name for name, v in flags.items() if perm & v], oct(0o755 & ~0o022), f"{0o644:o}")


def checksum(data):
    s = 0
    for i, byte in enumerate(data):
        s = (s + byte * (i + 1)) & 0xFFFF
        s = ((s << 3) | (s >> 13)) & 0xFFFF
    return s


print(hex(checksum(b"hello world")), checksum(b""), hex(checksum(bytes(range(256)))))
