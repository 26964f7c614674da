import struct
rec = struct.pack("<hIf3s?", -2, 4000000000, 1.5, b"abc", True)
print(rec, len(rec), struct.calcsize("<hIf3s?"), struct.calcsize("hIf3s?"))
print(struct.unpack("<hIf3s?", rec))
print(struct.pack(">Q", 2**40).hex(), struct.pack("!d", -0.1).hex(" "), struct.unpack("<e", b"\x00\x3c"))
S = struct.Struct("<2H")
print(S.size, S.format, S.pack(1, 2), list(S.iter_unpack(b"\x01\x00\x02\x00\x03\x00\x04\x00")))
buf = bytearray(8)
struct.pack_into("<I", buf, 2, 0xDEADBEEF)
print(buf, struct.unpack_from("<I", buf, 2)[0] == 0xDEADBEEF)
for fmt, v in [("b", 200), ("H", -1), ("i", 2**31)]:
    try:
        struct.pack(fmt, v)
    except struct.error as e:
        print("struct.error:", e)
try:
    struct.unpack("<I", b"\x00\x01")
except struct.error as e:
    print(e)
try:
    struct.pack("<I", 1.5)
except struct.error as e:
    print(e)
print(struct.pack("5p", b"hi"), struct.pack("c", b"x"), struct.unpack("2c", b"ab"), struct.pack("<q", -1))
b = bytes(range(10))
print(b[2:5], b[::-3], b.hex(), bytes.fromhex("de ad be ef"), b"abc".upper(), b"a,b".split(b","))
ba = bytearray(b"hello")
ba[0] = 72; ba.extend(b" world"); ba += b"!"; del ba[5]
print(ba, ba.decode(), ba.find(b"o"), ba.replace(b"l", b"L"), bytes(ba[::-1]), ba.count(b"l"))
print(b"%s=%d" % (b"x", 5), b"\xff".decode("latin-1"), "é".encode(), "é".encode("utf-16-le"), b"x" * 3)
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e)
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
print(b"\xff\xfe".decode("utf-8", errors="replace"), "é".encode("ascii", "ignore"), "é".encode("ascii", "xmlcharrefreplace"), b"ab\xff".decode("ascii", "backslashreplace"))
print(bytes(3), bytes([65, 66]), bytearray("hi", "utf-8"), list(b"AB"), b"A"[0], memoryview(b"abc")[1], b"abc" < b"abd")
print(repr(b"\n\t\x00'\""), repr(bytearray(b"'")), b"hello".startswith(b"he"), b" x ".strip(), b"AbC".swapcase(), b"abc".center(7, b"*"))
print(int.from_bytes(b"\x00\x10", "big"), (1024).to_bytes(4, "little"), b"".join([b"a", b"b"]), b"abc".isalpha(), bytes.maketrans(b"ab", b"xy"))
try:
    bytes([256])
except ValueError as e:
    print(e)
try:
    b"a" + "b"
except TypeError as e:
    print(e)
