# memoryview basics and struct packing.
import struct

m = memoryview(b"abcdef")
print(m[1], m[1:3].tobytes(), bytes(m[::2]), m.nbytes, len(m), m.readonly, m.tolist()[:3], m.hex(), m == b"abcdef")
mb = memoryview(bytearray(b"xyz"))
mb[0] = 65
print(mb.tobytes(), mb.readonly, bytes(mb[1:]))
print(struct.pack("<hHi", -1, 65535, 7), struct.unpack(">I", b"\x00\x00\x01\x00"), struct.calcsize("<iqd"), struct.calcsize("iqd"), struct.pack("3s", b"abcdef"), struct.unpack("<f", struct.pack("<f", 0.1)), struct.pack("?", 5), struct.pack(">e", 1.5))
print(struct.unpack("<2h", b"\x01\x00\xff\xff"), struct.pack(">q", -2), list(struct.iter_unpack("<H", b"\x01\x00\x02\x00")))
try:
    struct.pack("<h", 40000)
except struct.error as e:
    print(e)
