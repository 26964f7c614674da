import heapq
from collections import Counter
import itertools
import struct
import base64
import hashlib


class Node:
    __slots__ = ("freq", "sym", "left", "right")

    def __init__(self, freq, sym=None, left=None, right=None):
        self.freq, self.sym, self.left, self.right = freq, sym, left, right


def build_codes(text):
    freq = Counter(text)
    tie = itertools.count()
    heap = [(f, next(tie), Node(f, s)) for s, f in sorted(freq.items())]
    heapq.heapify(heap)
    if len(heap) == 1:
        return {heap[0][2].sym: "0"}
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (f1 + f2, next(tie), Node(f1 + f2, None, a, b)))
    codes = {}

    def walk(n, prefix):
        if n.sym is not None:
            codes[n.sym] = prefix
            return
        walk(n.left, prefix + "0")
        walk(n.right, prefix + "1")

    walk(heap[0][2], "")
    return codes


def pack_bits(bits):
    pad = (-len(bits)) % 8
    bits += "0" * pad
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)), pad


def unpack_bits(data, pad):
    bits = "".join(f"{b:08b}" for b in data)
    return bits[:len(bits) - pad] if pad else bits


def decode(bits, codes):
    rev = {v: k for k, v in codes.items()}
    out, cur = [], ""
    for b in bits:
        cur += b
        if cur in rev:
            out.append(rev[cur])
            cur = ""
    return "".join(out)


text = "this is an example of a huffman tree, and it compresses text quite nicely!"
codes = build_codes(text)
for sym, code in sorted(codes.items(), key=lambda kv: (len(kv[1]), kv[1])):
    print(f"{sym!r:5} {code}")
bits = "".join(codes[c] for c in text)
packed, pad = pack_bits(bits)
print(len(text) * 8, len(bits), len(packed), pad, packed[:10])
print(decode(unpack_bits(packed, pad), codes) == text)
header = struct.pack(">HB", len(codes), pad)
blob = header + packed
print(blob[:6].hex(" "), struct.unpack(">HB", blob[:3]), struct.calcsize(">HB"), struct.calcsize("HB"))
print(base64.b64encode(blob[:20]).decode(), base64.b64decode(base64.b64encode(blob)) == blob)
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b32encode(b"hello"), base64.b16encode(b"\x00\xab"))
print(hashlib.sha256(text.encode()).hexdigest()[:32], hashlib.md5(b"").hexdigest(), hashlib.sha1(blob).hexdigest()[:12])
print(build_codes("aaaa"), build_codes("ab"))

ba = bytearray(b"hello world")
ba[0] = ord("H")
ba[6:11] = b"there!"
ba.extend(b"\x00\x01")
ba += bytes([255])
print(ba, len(ba), ba.find(b"there"), ba.count(b"e"), bytes(ba).upper(), ba.hex()[-8:])
del ba[-3:]
ba.reverse()
print(ba, ba.pop(), ba.startswith(b"!er"), ba.rstrip(b"oleH"))
rec = struct.Struct("<i3sfq?")
packed = rec.pack(-2, b"abc", 1.5, 2 ** 40, True)
print(rec.size, packed.hex(), rec.unpack(packed))
rows = [rec.pack(i, str(i).encode() * 3, i / 4, -i, i % 2 == 0) for i in range(3)]
print([rec.unpack_from(b"".join(rows), k * rec.size)[::2] for k in range(3)])
print(list(struct.iter_unpack("<hh", bytes(range(8)))), struct.pack("!d", -0.1).hex(), struct.unpack("<e", b"\x00\x3c"))
print(int.from_bytes(b"\xff\xfe", "little", signed=True), (1000).to_bytes(4, "big"), (-1).to_bytes(2, "little", signed=True))
print(bytes.fromhex("de ad be ef"), b"a,b,,c".split(b","), b"  x ".strip(), b"%d-%s" % (7, b"q"), b"abc"[1], b"abc"[1:])
mv = memoryview(bytearray(b"abcdef"))
mv[1:3] = b"XY"
print(mv.tobytes(), mv[::2].tobytes(), len(mv), mv.obj)
try:
    struct.pack("<h", 70000)
except struct.error as e:
    print("struct.error:", e)
try:
    b"abc" + "def"
except TypeError as e:
    print("TypeError:", e)
