"""A Bloom filter for a spell checker: k hash functions from hashlib digests over a bytearray of bits."""
import hashlib
import math


class BloomFilter:
    def __init__(self, capacity, error_rate=0.01):
        if not 0 < error_rate < 1:
            raise ValueError("error_rate must be between 0 and 1")
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.m = math.ceil(-capacity * math.log(error_rate) / math.log(2) ** 2)
        self.k = max(1, round(self.m / capacity * math.log(2)))
        self.bits = bytearray((self.m + 7) // 8)
        self.count = 0

    def _positions(self, item):
        data = item.encode("utf-8")
        h1 = int.from_bytes(hashlib.sha256(data).digest()[:8], "big")
        h2 = int.from_bytes(hashlib.md5(data).digest()[:8], "big") | 1
        return [(h1 + i * h2) % self.m for i in range(self.k)]

    def add(self, item):
        for p in self._positions(item):
            self.bits[p >> 3] |= 1 << (p & 7)
        self.count += 1

    def __contains__(self, item):
        return all(self.bits[p >> 3] >> (p & 7) & 1 for p in self._positions(item))

    def fill_ratio(self):
        return sum(bin(b).count("1") for b in self.bits) / self.m

    def estimated_fp_rate(self):
        return (1 - math.exp(-self.k * self.count / self.m)) ** self.k

    def __or__(self, other):
        if (self.m, self.k) != (other.m, other.k):
            raise ValueError("filters must have the same size and hash count")
        out = BloomFilter.__new__(BloomFilter)
        out.m, out.k, out.count = self.m, self.k, self.count + other.count
        out.bits = bytearray(a | b for a, b in zip(self.bits, other.bits))
        return out


WORDS = """the quick brown fox jumps over lazy dog and cat sat on mat while bird sang in tree near river bank
where people walk every morning before work begins at nine with coffee tea bread butter jam honey""".split()
bf = BloomFilter(len(WORDS), 0.01)
for w in WORDS:
    bf.add(w)
print(bf.m, bf.k, len(bf.bits), bf.count, round(bf.fill_ratio(), 4), round(bf.estimated_fp_rate(), 6))
print(all(w in bf for w in WORDS), [w for w in ["fox", "coffee", "nine"] if w in bf])
probes = [f"zz{i}qq" for i in range(500)]
fps = [p for p in probes if p in bf]
print("false positives:", len(fps), fps[:3])
text = "the quik brown fox jumpd over the lazzy dog"
print([w for w in text.split() if w not in bf])
a, b = BloomFilter(50, 0.05), BloomFilter(50, 0.05)
a.add("alpha")
b.add("beta")
u = a | b
print("alpha" in u, "beta" in u, "gamma" in u, u.count, a._positions("alpha"))
for bad in [lambda: BloomFilter(10, 1.5), lambda: BloomFilter(0), lambda: a | BloomFilter(500)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
