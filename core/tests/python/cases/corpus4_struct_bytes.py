import struct
rec = struct.pack("<HIq?3sxf", 1, 2**31, -5, True, b"abcd", 1.5)
print(rec, len(rec), struct.calcsize("<HIq?3sxf"), struct.calcsize("HIq?3sxf"))
print(struct.unpack("<HIq?3sxf", rec))
print(struct.pack(">I", 0xDEADBEEF).hex(), struct.pack("<I", 0xDEADBEEF).hex(" "), struct.pack("!h", -2))
print(struct.unpack(">hH", b"\xff\xfe\xff\xfe"), struct.unpack("<d", struct.pack("<d", 0.1)), struct.pack("e", 1.5))
print(list(struct.iter_unpack("<BH", b"\x01\x02\x00\x03\x04\x00")), struct.Struct("<3B").unpack(b"xyz"), struct.Struct("2i").size)
s = struct.Struct(">QQ")
buf = bytearray(20)
s.pack_into(buf, 2, 1, 2)
print(buf, s.unpack_from(buf, 2), s.format)
print(struct.pack("5p", b"hi"), struct.pack("c", b"*"), struct.unpack("?", b"\x02"), struct.pack("<q", -1))
for fmt, args in [(">B", (256,)), ("<h", (40000,)), ("i", ("x",)), ("3s", (1,)), ("<I", (1, 2))]:
    try:
        struct.pack(fmt, *args)
    except struct.error as e:
        print("struct.error:", e)
try:
    struct.unpack("<I", b"ab")
except struct.error as e:
    print("struct.error:", e)
n = 2**70 + 12345
b = n.to_bytes(10, "big")
print(b.hex(), int.from_bytes(b, "big") == n, (-1).to_bytes(2, "little", signed=True), int.from_bytes(b"\xff\xff", "big", signed=True))
print((1024).to_bytes(2, "little"), int.from_bytes([1, 0], "little"), (0).to_bytes(0, "big"), (255).to_bytes(1, "big"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
try:
    (-1).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
print((5).to_bytes(), int.from_bytes(b"\x05"), (1000).bit_length(), (-1000).bit_length(), (255).bit_count() if hasattr(int, "bit_count") else 8)
ba = bytearray(b"hello")
ba[0] = 74
ba.extend(b" world")
ba += b"!"
del ba[5:11]
print(ba, ba.upper(), ba.find(b"l"), ba.replace(b"l", b"L"), bytes(ba[::-1]), ba.pop(), ba)
print(bytes(3), bytes([65, 66]), bytes("é", "utf-8"), bytes.fromhex("de ad be ef"), b"abc".hex(), b"\x00\x01".hex("-"))
print(b"hello world".title(), b"  x ".strip(), b"a\tb".expandtabs(4), b"abc".center(7, b"-"), b"ABC".lower(), b"x".zfill(3))
print(b"abc"[0], b"abc"[0:1], list(b"ab"), b"ab" * 2, b"a" in b"cab", 97 in b"a", b"abc" < b"abd", b"abc".startswith((b"x", b"a")))
print(memoryview(b"abcdef")[1:4].tobytes(), memoryview(b"ab").tolist(), bytes(memoryview(bytearray(b"xy"))), len(memoryview(b"abc")))
mv = memoryview(bytearray(b"abcd"))
mv[0] = ord("z")
print(mv.obj, mv.readonly, mv.nbytes, mv.format, mv.itemsize)
print(repr(b"\x00\n\r\t'\"\\\x7f\x80"), repr(bytearray(b"'")), str(b"x"), b"%b and %s" % (b"bin", b"str"))
