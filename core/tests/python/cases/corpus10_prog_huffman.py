import heapq
from collections import Counter
from itertools import count


class Leaf:
    def __init__(self, sym, freq):
        self.sym, self.freq = sym, freq

    def __repr__(self):
        return f"Leaf({self.sym!r}, {self.freq})"


class Branch:
    def __init__(self, left, right):
        self.left, self.right = left, right
        self.freq = left.freq + right.freq


def build_tree(text):
    freq = Counter(text)
    tick = count()
    heap = [(f, next(tick), Leaf(s, f)) for s, f in sorted(freq.items())]
    heapq.heapify(heap)
    if len(heap) == 1:
        f, _, leaf = heap[0]
        return Branch(leaf, Leaf(None, 0))
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (f1 + f2, next(tick), Branch(a, b)))
    return heap[0][2]


def codes(node, prefix="", table=None):
    table = {} if table is None else table
    if isinstance(node, Leaf):
        if node.sym is not None:
            table[node.sym] = prefix or "0"
        return table
    codes(node.left, prefix + "0", table)
    codes(node.right, prefix + "1", table)
    return table


def encode(text, table):
    return "".join(table[ch] for ch in text)


def decode(bits, tree):
    out, node = [], tree
    for b in bits:
        node = node.left if b == "0" else node.right
        if isinstance(node, Leaf):
            out.append(node.sym)
            node = tree
    return "".join(out)


def pack(bits):
    pad = -len(bits) % 8
    bits += "0" * pad
    data = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    return pad, data


def unpack(pad, data):
    bits = "".join(f"{byte:08b}" for byte in data)
    return bits[:len(bits) - pad] if pad else bits


samples = [
    "abracadabra",
    "the quick brown fox jumps over the lazy dog",
    "aaaaaaaa",
    "mississippi river",
    "Ünïcödé ☃☃☃ snow",
]
for text in samples:
    tree = build_tree(text)
    table = codes(tree)
    bits = encode(text, table)
    pad, data = pack(bits)
    restored = decode(unpack(pad, data), tree)
    ratio = len(data) / len(text.encode("utf-8"))
    print(f"{text!r}: {len(bits)} bits, {len(data)} bytes, pad {pad}, ratio {ratio:.3f}, ok={restored == text}")
    shown = sorted(table.items(), key=lambda kv: (len(kv[1]), kv[0]))[:5]
    print("   ", " ".join(f"{s!r}={c}" for s, c in shown))
    print("   ", data.hex(), data[:4])
table = codes(build_tree("abracadabra"))
print(table, sum(len(c) * n for c, n in zip(map(table.get, "abcdr"), (5, 2, 1, 1, 2))))
lengths = sorted(len(c) for c in table.values())
print(lengths, sum(2 ** -l for l in lengths))
def canonical(table):
    items = sorted(table.items(), key=lambda kv: (len(kv[1]), kv[0]))
    code, prev_len, out = 0, len(items[0][1]), {}
    for sym, c in items:
        code <<= len(c) - prev_len
        prev_len = len(c)
        out[sym] = format(code, f"0{len(c)}b")
        code += 1
    return out
print(canonical(table))
print(Counter("abracadabra").most_common(), Leaf("x", 1), Branch(Leaf("a", 2), Leaf("b", 3)).freq)
