import struct
Header = struct.Struct(">4sHHI")
raw = Header.pack(b"PKG1", 2, 5, 1024)
magic, major, minor, size = Header.unpack(raw)
print(raw.hex(), magic, major, minor, size, Header.size)
points = [(1.0, 2.0), (-3.5, 4.25)]
blob = b"".join(struct.pack("<ff", *p) for p in points)
print(len(blob), [p for p in struct.iter_unpack("<ff", blob)])
print(struct.pack("<?xbxh", False, -1, 2), struct.unpack("<3s", b"abc"), struct.pack(">Q", 2**64 - 1).hex())
print(struct.calcsize("<10s"), struct.calcsize("@ci"), struct.calcsize("=ci"), struct.unpack(">i", struct.pack(">I", 4294967295)))
