# struct, array, base64, binascii, hashlib, zlib on a record file format
import struct, array, base64, binascii, hashlib

HEADER = struct.Struct("<4sHHI")
REC = struct.Struct("<i f 8s ?")
print(HEADER.size, REC.size, struct.calcsize(">hhl"), struct.calcsize("@hhl"), struct.calcsize("=bi"))
recs = [(1, 1.5, b"alpha", True), (-2, -0.25, b"beta-long-name", False), (300, 3.0e10, b"", True)]
body = b"".join(REC.pack(*r) for r in recs)
blob = HEADER.pack(b"REC1", 1, len(recs), len(body)) + body
print(blob[:12].hex(" "), len(blob))
magic, ver, n, size = HEADER.unpack_from(blob)
print(magic, ver, n, size)
for i, fields in enumerate(REC.iter_unpack(blob[HEADER.size:])):
    print(i, fields[0], fields[1], fields[2].rstrip(b"\0"), fields[3])
print(struct.pack(">I", 0xDEADBEEF), struct.pack("<h", -2), struct.unpack(">HH", b"\x01\x02\x03\x04"), struct.pack("3s", b"abcdef"))
print(struct.pack("!d", 1.0).hex(), struct.unpack("<q", struct.pack("<q", -(2 ** 62))), struct.pack(">e", 1.5))
try:
    struct.pack(">B", 256)
except struct.error as e:
    print("struct.error:", e)
try:
    struct.unpack("<I", b"ab")
except struct.error as e:
    print("struct.error:", e)
a = array.array("i", [1, 2, 3])
a.append(4); a.extend([5, 6]); a.insert(0, 0)
print(a, a.itemsize, a.typecode, a[2:4], a.tolist()[-2:], a.count(2), a.index(3), sum(a))
b = array.array("d", [0.5, 1.25])
print(b, b.tobytes().hex(), array.array("d", b.tobytes()), array.array("u", "hi") if False else "", array.array("B", b"\x01\xff"))
a.reverse(); print(a, a.pop(), a.buffer_info()[1], len(a))
h = array.array("h", [1, -1]); h.byteswap(); print(h)
try:
    array.array("b", [200])
except OverflowError as e:
    print("OverflowError:", e)
data = b"hello \x00\xff world"
print(base64.b64encode(data), base64.b64decode(base64.b64encode(data)) == data, base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"hi"), base64.b16encode(b"hi"))
print(base64.b64decode("aGk="), base64.a85encode(b"hello") if hasattr(base64, "a85encode") else "", base64.b85encode(b"hi") if hasattr(base64, "b85encode") else "")
print(binascii.hexlify(b"ab", "-"), binascii.unhexlify("6162"), binascii.crc32(b"hello"), hex(binascii.crc32(b"")))
print(hashlib.sha256(b"abc").hexdigest(), hashlib.md5(b"").hexdigest())
h2 = hashlib.sha1(); h2.update(b"ab"); h2.update(b"c"); print(h2.hexdigest(), h2.name, h2.digest_size)
print(hashlib.blake2b(b"x", digest_size=8).hexdigest(), hashlib.sha512(b"q").hexdigest()[:32])
print(bytes.fromhex("de ad be ef"), b"abc".hex(":", 1), bytes(3), bytes([65, 66]), b"a,b".split(b","), b"  x ".strip(), b"abc".upper())
print(int.from_bytes(b"\x00\x10", "big"), (1024).to_bytes(4, "little"), bytearray(b"ab") + b"c", b"x" * 3, b"ab"[0], b"ab"[:1], list(b"ab"))
ba = bytearray(b"hello"); ba[0] = 74; ba.extend(b"!!"); ba.insert(0, 32); print(ba, ba.decode().strip(), ba.find(b"l"), ba.count(b"l"), ba.pop())
