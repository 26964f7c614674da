import struct, binascii, base64, hashlib

data = "Grüße, 世界!".encode("utf-8")
print(data, len(data), data.hex(), data.hex(":", 4), data.decode("utf-8"))
print(data.decode("latin-1"), "Grüße".encode("utf-16-le"), "Grüße".encode("ascii", "replace"), "Grüße".encode("ascii", "xmlcharrefreplace"))
try:
    data.decode("ascii")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
b = bytearray(b"hello world")
b[0] = ord("H"); b[6:11] = b"WORLD"; b.extend(b"!!"); b.insert(5, 44)
print(b, bytes(b).upper(), b.count(b"L"), b.find(b"WOR"), b.split(b" "), bytes(reversed(b[:5])))
print(bytes.fromhex("de ad be ef"), bytes(3), bytes([65, 66, 67]), b"abc" * 2, b"a,b,,c".split(b","), b"  x ".strip())
print(b"abc"[1], b"abc"[1:], list(b"hi"), b"%d-%s-%x" % (5, b"z", 255), b"x" in b"xyz", bytes(range(5)))
rec = struct.pack("<HIf3s?", 513, 70000, 1.5, b"abc", True)
print(rec, len(rec), struct.calcsize("<HIf3s?"), struct.calcsize("HIf3s?"))
print(struct.unpack("<HIf3s?", rec), struct.unpack(">I", b"\x00\x01\x00\x00"), struct.pack(">q", -2))
for fields in struct.iter_unpack("<hh", b"\x01\x00\xff\xff\x02\x00\x03\x00"):
    print(fields)
try:
    struct.pack("<H", 70000)
except struct.error as e:
    print("struct.error:", e)
print(binascii.crc32(b"hello"), binascii.hexlify(b"\x01\xff"), binascii.unhexlify("41ff"))
print(base64.b64encode(data), base64.b64decode(base64.b64encode(data)) == data, base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"hi"), base64.b16encode(b"hi"))
print(hashlib.sha256(b"abc").hexdigest(), hashlib.md5("x".encode()).hexdigest(), hashlib.sha1(b"").hexdigest()[:12])
h = hashlib.sha256()
for chunk in [b"a", b"b", b"c"]:
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"abc").hexdigest(), h.digest_size, h.name)
print(int.from_bytes(b"\x01\x02", "big"), (258).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
mv = memoryview(b"abcdef")
print(mv[1], bytes(mv[2:4]), mv.tolist()[:3], len(mv))
