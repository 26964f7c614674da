data = bytes(range(0, 256, 37))
print(data, len(data), data.hex(), data.hex(":"), data.hex("-", 2), bytes.fromhex("de ad be ef"))
ba = bytearray(b"hello world")
ba[0] = ord("H")
ba[6:11] = b"there"
ba.extend(b"!!")
ba.append(63)
print(ba, ba.pop(), ba.find(b"there"), ba.count(b"l"), ba.upper(), bytes(ba[:5]))
ba.insert(0, 62); ba.remove(ord("!"))
print(ba, ba.decode(), ba.replace(b"e", b"E"), ba.split(b" "), ba.strip(b">!"))
del ba[0:2]
print(ba, ba * 2 if len(ba) < 6 else ba[:3] * 2, b"ab" + bytearray(b"cd"), bytearray(b"cd") + b"ab")
print(b"a,b,,c".split(b","), b"  pad  ".strip(), b"x".join([b"1", b"2", b"3"]), b"abc".center(7, b"*"))
print(list(b"AZ"), b"A"[0], b"ABC"[1:], b"%d-%s-%x" % (5, b"q", 255), b"abc" < b"abd", b"\x00\x01" == bytes(2) or bytes([0, 1]))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\x01\x00", "little"), (1024).to_bytes(2, "big"), (-1).to_bytes(2, "big", signed=True), int.from_bytes(b"\xff\xfe", "big", signed=True))
print(bytes("héllo", "utf-8"), bytearray(3), bytes([65, 66]), bytearray("ab", "ascii"), bytes(b"x") is not None)
m = memoryview(b"abcdef")
print(m[1], bytes(m[2:4]), m.tobytes(), m.tolist()[:3], len(m))
try:
    bytes([256])
except ValueError as e:
    print(e)
try:
    b"abc"[0] = 1
except TypeError as e:
    print(e)
try:
    b"a" + "b"
except TypeError as e:
    print(e)
print(b"hello".startswith(b"he"), b"hello".endswith((b"x", b"lo")), b"Hello World".title(), b"ABC".lower(), b"abc".isalpha(), b"12".isdigit())
def checksum(bs):
    s = 0
    for b in bs:
        s = (s + b) & 0xFF
    return (~s + 1) & 0xFF
msg = b"\x10\x20\x30\xff"
print(checksum(msg), hex(checksum(msg)), (sum(msg) + checksum(msg)) & 0xFF)
def xor(a, key):
    return bytes(b ^ key[i % len(key)] for i, b in enumerate(a))
enc = xor(b"secret message", b"k3y")
print(enc, xor(enc, b"k3y"))
print(repr(b"\t\n\r\x7f'\"\\"), repr(bytearray(b"'")), repr(b'"'), str(b"x"), b"abc".partition(b"b"), b"a-b-c".rsplit(b"-", 1))
print(bytes.maketrans(b"abc", b"ABC"), b"aabbcc".translate(bytes.maketrans(b"abc", b"ABC"), b"b"))
print(b"%5s|%-5s|%c" % (b"ab", b"cd", 65), b"x".zfill(3), b"tab\tx".expandtabs(4), b"abc".hex().upper())
