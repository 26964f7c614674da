# struct binary records: packing a file header, alignment, iter_unpack, errors
import struct
HDR = struct.Struct("<4sHHI")
print(HDR.size, HDR.format)
hdr = HDR.pack(b"TPUF", 1, 3, 0xDEADBEEF)
print(hdr, hdr.hex(" "), HDR.unpack(hdr))
rec = struct.Struct(">i h ? 3s f d")
rows = [(1, -2, True, b"abc", 1.5, 2.25), (-70000, 300, False, b"x", -0.1, 1e100)]
blob = b"".join(rec.pack(*r) for r in rows)
print(len(blob), rec.size, list(rec.iter_unpack(blob)))
print(struct.calcsize("@bi"), struct.calcsize("=bi"), struct.calcsize("@bq"), struct.calcsize("@ih"), struct.calcsize("@hi0q"), struct.calcsize("5x2c"))
print(struct.pack("@bi", 1, 2), struct.pack("<e", 1.5), struct.unpack("<e", b"\x00\x3c"), struct.pack(">Q", 2 ** 64 - 1))
print(struct.pack("5p", b"hi"), struct.unpack("5p", b"\x02hixy"), struct.pack("3s", b"abcdef"), struct.pack("?", []))
buf = bytearray(16)
struct.pack_into("<HH", buf, 4, 513, 1027)
print(buf, struct.unpack_from("<H", buf, offset=6), struct.unpack_from("<4B", buf, 4))
print(struct.unpack("<f", struct.pack("<f", 0.1))[0], struct.pack(">d", -0.0).hex(), struct.unpack("!I", b"\x00\x00\x01\x00"))
for bad in ('struct.pack("b", 200)', 'struct.pack("B", -1)', 'struct.pack("h", 1, 2)', 'struct.unpack("I", b"ab")', 'struct.pack("i", "x")', 'struct.calcsize("y")', 'struct.pack("c", b"ab")', 'struct.pack("<I", 2**32)', 'struct.unpack_from("<I", b"abc", 1)'):
    try:
        print(eval(bad))
    except struct.error as e:
        print("struct.error:", e)
    except Exception as e:
        print(type(e).__name__, e)
def checksum(data):
    s = 0
    for (w,) in struct.iter_unpack("<H", data + b"\0" * (len(data) % 2)):
        s = (s + w) & 0xFFFF
    return s
msg = b"hello, binary world"
print(checksum(msg), hex(checksum(msg)))
packed = struct.pack(f"<I{len(msg)}s", len(msg), msg)
(n,), rest = struct.unpack_from("<I", packed), packed[4:]
print(n, rest.decode())
print(struct.pack("<qQ", -1, 1).hex(), struct.pack(">l", -2 ** 31), struct.unpack(">h", b"\x80\x00"), struct.pack("<?", 2))
print(struct.Struct("2H").unpack(b"\x01\x00\x02\x00"), struct.pack("<3H", *range(3)), struct.pack("<n", 5) if False else "")
