import struct
from array import array
rec = struct.pack("<HIf4s?", 7, 123456, 1.5, b"abc", True)
print(rec, len(rec), struct.calcsize("<HIf4s?"), struct.calcsize("HIf4s?"), struct.unpack("<HIf4s?", rec))
hdr = struct.Struct(">2sBBH")
packed = hdr.pack(b"PK", 3, 4, 65535)
print(packed, hdr.size, hdr.unpack(packed), hdr.format)
print(struct.pack(">i", -2), struct.pack("<q", -1), struct.unpack(">h", b"\xff\xfe"), struct.pack("!d", 0.1).hex(), struct.unpack("<3B", b"\x01\x02\x03"))
items = [(1, 2.5), (2, -1.0), (3, 100.25)]
blob = b"".join(struct.pack("<if", *it) for it in items)
print(len(blob), list(struct.iter_unpack("<if", blob)), struct.unpack_from("<if", blob, 8))
buf = bytearray(8)
struct.pack_into(">HH", buf, 2, 0xABCD, 1)
print(buf)
try:
    struct.pack("B", 256)
except struct.error as e:
    print("struct.error", e)
try:
    struct.unpack("<I", b"\x00")
except struct.error as e:
    print("struct.error", e)
a = array("i", [5, 3, 8])
a.append(1); a.extend([9, 2]); a.insert(0, -1)
print(a, a.typecode, a.itemsize, len(a), a[2], a[-2:], a.index(8), a.count(3), sum(a), max(a))
a.remove(3); a.reverse()
print(a, a.pop(), a.tolist(), array("d", [1.5, 2.25]), array("u", "hi") if False else array("b", b"\x01\xff"))
b = array("H", [1, 256])
print(b.tobytes(), array("H", b.tobytes()) == b, array("f", [0.1])[0], list(array("B", range(5))[1:4]), a * 2 if len(a) < 3 else len(a * 2))
try:
    array("B", [300])
except OverflowError as e:
    print(e)
try:
    a.append(1.5)
except TypeError as e:
    print(e)
def bmp_header(w, h):
    size = 54 + w * h * 3
    return struct.pack("<2sIHHI", b"BM", size, 0, 0, 54) + struct.pack("<IiiHHIIiiII", 40, w, h, 1, 24, 0, w * h * 3, 2835, 2835, 0, 0)
hb = bmp_header(4, 2)
print(len(hb), hb[:6].hex(" "), struct.unpack_from("<ii", hb, 18))
