import struct
rec = struct.pack("<I2sHd?", 1234, b"ab", 65535, 3.5, True)
print(rec, len(rec), struct.calcsize("<I2sHd?"), struct.calcsize("I2sHd?"), struct.calcsize("@bq"))
print(struct.unpack("<I2sHd?", rec))
print(struct.pack(">hhl", 1, 2, 3), struct.pack("!f", 1.5), struct.unpack(">f", b"\x3f\xc0\x00\x00"))
s = struct.Struct("<3i")
print(s.size, s.format, s.pack(1, -2, 3), list(s.iter_unpack(s.pack(1, 2, 3) + s.pack(4, 5, 6))))
buf = bytearray(8)
struct.pack_into("<hh", buf, 2, 7, -7)
print(buf, struct.unpack_from("<hh", buf, 2), struct.pack("5p", b"abc"), struct.pack("e", 0.1))
for fmt, val in (("b", 200), ("<H", -1), ("i", 2**31), ("c", b"xy")):
    try:
        struct.pack(fmt, val)
    except struct.error as e:
        print("error:", e)
print(struct.unpack("<q", b"\xff" * 8), struct.unpack("<Q", b"\xff" * 8), struct.pack("<d", float("inf")))
