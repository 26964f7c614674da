import heapq
from collections import Counter
from itertools import count


class Leaf:
    def __init__(self, ch, freq):
        self.ch, self.freq = ch, freq


class Branch:
    def __init__(self, left, right):
        self.left, self.right = left, right
        self.freq = left.freq + right.freq


def build_tree(text):
    freq = Counter(text)
    tie = count()
    heap = [(f, next(tie), Leaf(ch, f)) for ch, f in sorted(freq.items())]
    heapq.heapify(heap)
    if len(heap) == 1:
        f, _, only = heap[0]
        return Branch(only, Leaf("", 0))
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (f1 + f2, next(tie), Branch(a, b)))
    return heap[0][2]


def codes(node, prefix="", table=None):
    table = {} if table is None else table
    if isinstance(node, Leaf):
        if node.ch:
            table[node.ch] = prefix or "0"
    else:
        codes(node.left, prefix + "0", table)
        codes(node.right, prefix + "1", table)
    return table


def encode(text, table):
    return "".join(table[c] for c in text)


def decode(bits, tree):
    out = []
    node = tree
    for b in bits:
        node = node.left if b == "0" else node.right
        if isinstance(node, Leaf):
            out.append(node.ch)
            node = tree
    return "".join(out)


def pack(bits):
    pad = (-len(bits)) % 8
    bits += "0" * pad
    return pad, bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))


def unpack(pad, data):
    bits = "".join(f"{b:08b}" for b in data)
    return bits[:len(bits) - pad] if pad else bits


for text in ["abracadabra", "mississippi river", "aaaaaaa", "the quick brown fox jumps over the lazy dog"]:
    tree = build_tree(text)
    table = codes(tree)
    bits = encode(text, table)
    pad, packed = pack(bits)
    assert decode(unpack(pad, packed), tree) == text
    ratio = len(packed) / len(text.encode())
    print(f"{text[:20]!r:24} bits={len(bits):4d} bytes={len(packed):3d} ratio={ratio:.3f}")
    print("   ", sorted(table.items(), key=lambda kv: (len(kv[1]), kv[0]))[:6])
    print("   ", packed.hex(), pad)
t = build_tree("abracadabra")
print(decode(encode("cabbage"[:3], codes(t)), t))
avg = sum(len(c) * f for c, f in zip(codes(t).values(), [Counter("abracadabra")[k] for k in codes(t)])) / 11
print(f"average code length {avg:.4f}")
