import struct
HEADER = struct.Struct("<4sHHI")
print(HEADER.size, HEADER.format)
packed = HEADER.pack(b"DATA", 1, 2, 1024)
print(packed, HEADER.unpack(packed), struct.calcsize(">i?xd"), struct.calcsize("@i?xd"))
records = [(1, 2.5, b"ab"), (2, -1.25, b"xyz"), (65535, 0.0, b"")]
blob = b"".join(struct.pack(">Hf3s", *r) for r in records)
print(blob.hex(" ", 2), len(blob))
print([struct.unpack_from(">Hf3s", blob, i * 9) for i in range(3)])
print(list(struct.iter_unpack("<h", b"\x01\x00\xff\xff\x00\x80")))
print(struct.pack("!I", 1), struct.pack("<q", -2), struct.pack(">?", 3), struct.pack("<e", 1.5), struct.pack("2s", b"abcd"), struct.pack("c", b"z"))
try:
    struct.pack(">B", 256)
except struct.error as e:
    print(type(e).__name__, e)
try:
    struct.unpack(">I", b"ab")
except struct.error as e:
    print(type(e).__name__, e)
try:
    struct.pack(">I", "x")
except struct.error as e:
    print(type(e).__name__, e)
ba = bytearray(8)
struct.pack_into("<HH", ba, 2, 7, 9)
print(ba)
data = bytes(range(0, 256, 37))
print(data, data.hex(), bytes.fromhex("de ad BE EF"), data.hex(":"), list(data[:3]), data[1], data[-1:])
print(b"abc".upper(), b"a,b".split(b","), b" x ".strip(), b"hello".replace(b"l", b"L", 1), b"abc".find(b"c"), b"%d-%s" % (5, b"x"))
print(bytes(3), bytes([65, 66]), bytes("é", "utf-8"), "é".encode("latin-1"), b"\xc3\xa9".decode(), b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("ascii", "ignore"))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
ba2 = bytearray(b"hello")
ba2[0] = 74; ba2.extend(b"!!"); ba2 += b"?"; del ba2[1]
print(ba2, ba2.pop(), ba2.decode(), bytearray(b"ab") * 2, ba2.startswith(b"Jl"))
try:
    ba2[0] = 300
except ValueError as e:
    print(type(e).__name__, e)
mv = memoryview(b"abcdef")
print(mv[1:4].tobytes(), mv[0], len(mv), mv.nbytes, mv.readonly, bytes(mv[::2]))
def checksum(bs):
    total = 0
    for i in range(0, len(bs), 2):
        word = bs[i] << 8 | (bs[i + 1] if i + 1 < len(bs) else 0)
        total = (total + word) & 0xFFFF
    return (~total) & 0xFFFF
print(hex(checksum(b"\x45\x00\x00\x1c")), int.from_bytes(b"\x12\x34", "big") ^ 0xFFFF, (0x1234).to_bytes(2, "little").hex())
