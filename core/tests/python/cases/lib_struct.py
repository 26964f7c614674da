import struct

ints = [0, 1, -1, 127, -128, 255, 256, 32767, -32768, 65535, 2**31 - 1, -2**31, 2**32 - 1,
        2**63 - 1, -2**63, 2**64 - 1]
for order in "@=<>!":
    for code in "bBhHiIlLqQ":
        fmt = order + code
        out = []
        for v in ints:
            try:
                b = struct.pack(fmt, v)
                assert struct.unpack(fmt, b) == (v,)
                out.append(b.hex())
            except struct.error as e:
                out.append("E")
        print(fmt, struct.calcsize(fmt), " ".join(out))
for code in "nNP":
    print(code, struct.calcsize(code), struct.pack(code, 5).hex(), struct.unpack(code, struct.pack(code, 5)))

floats = [0.0, -0.0, 1.0, -2.5, 0.1, 1/3, 1e-8, 65504.0, 1e38, 3.4e38, 1e-45, 5e-324, 1.7976931348623157e308,
          float("inf"), float("-inf")]
for fmt in ["<e", ">e", "<f", ">f", "<d", ">d", "e", "f", "d"]:
    out = []
    for v in floats:
        try:
            b = struct.pack(fmt, v)
            out.append(b.hex() + "=" + repr(struct.unpack(fmt, b)[0]))
        except (OverflowError, struct.error) as e:
            out.append(type(e).__name__)
    print(fmt, " ".join(out))
print(struct.unpack("<e", struct.pack("<e", float("nan")))[0], struct.unpack("<d", struct.pack("<d", float("nan")))[0])
print([struct.unpack('<e', struct.pack('<e', x))[0] for x in [0.333, 1.0009765625, 2049.0, 2051.0, 6.1e-5, 3e-7, 1e-8]])

for fmt in ["bhiqd", "@bhiqd", "=bhiqd", "bi", "ib", "@lLnNP", "0i", "c0q", "3s", "3p", "2x", "x?c", "10s2i", "<10s2i",
            "i 2h", "ci", "hq", "?d", "  i  "]:
    print(repr(fmt), struct.calcsize(fmt))

print(struct.pack("<hHi", 1, 2, 3), struct.pack(">hHi", 1, 2, 3), struct.pack("@bi", 1, 2))
print(struct.pack("3s", b"abcdef"), struct.pack("5s", b"ab"), struct.pack("3p", b"abcdef"), struct.pack("p", b"ab"))
print(struct.unpack("5p", b"\x09abcd"), struct.unpack("3s?c", b"xyz\x02q"), struct.pack("??", 0, "yes"))
print(struct.pack("<2x h 3x", 7), struct.unpack("<2xh3x", b"\x00\x00\x07\x00\x00\x00\x00"))
rec = struct.pack("<I8sdc", 42, b"name", 2.5, b"!")
print(rec, struct.unpack("<I8sdc", rec))

s = struct.Struct("<ihd")
print(s.format, s.size, s.pack(1, 2, 3.0), s.unpack(s.pack(1, 2, 3.0)))
buf = bytearray(20)
s.pack_into(buf, 2, -1, -2, -3.5)
print(buf, s.unpack_from(buf, 2), struct.unpack_from("<h", buf, offset=6))
print(list(struct.iter_unpack("<hb", b"\x01\x00\x02\x03\x00\x04")))
print(list(s.iter_unpack(s.pack(1, 2, 3.0) * 2)))
print(struct.Struct(b"<i").format, struct.pack(b">H", 258))

errs = [lambda: struct.pack("b", 200), lambda: struct.pack("B", -1), lambda: struct.pack("h", 40000),
        lambda: struct.pack("<H", 70000), lambda: struct.pack("i", 2**31), lambda: struct.pack("<I", -1),
        lambda: struct.pack("q", 2**63), lambda: struct.pack("<l", 2**31), lambda: struct.pack("c", b"ab"),
        lambda: struct.pack("c", 1), lambda: struct.pack("b", "x"), lambda: struct.pack("b", 1.0),
        lambda: struct.pack("5s", 3), lambda: struct.pack("<f", 1e300), lambda: struct.pack("e", 1e6),
        lambda: struct.calcsize("z"), lambda: struct.calcsize("3"), lambda: struct.calcsize("<n"),
        lambda: struct.pack("ii", 1), lambda: struct.pack("i", 1, 2), lambda: list(struct.iter_unpack("i", b"12345")),
        lambda: struct.unpack("i", b"12345"), lambda: struct.unpack_from("i", b"12345", 3),
        lambda: struct.pack("d", "x")]
for f in errs:
    try:
        print(f())
    except (struct.error, OverflowError) as e:
        print(type(e).__name__, e)
