# bytes methods: split/partition/center/zfill/title/hex with separators/translate.
b = b"hello world"
print(b.split(), b.split(b"o", 1), b.rsplit(None, 1), b.partition(b" "), b.center(15, b"*"), b.zfill(13), b.title())
print(b.hex(), b.hex(":"), b.hex("-", 2), b.hex(" ", -3), bytes.fromhex("de ad be ef"), b.translate(None, b"lo"), b.translate(bytes.maketrans(b"lo", b"01")))
print(bytes(3), bytes([1, 2]), bytes("é", "utf-8"), bytearray(2), b"ab" * 2, b"a" in b"abc", 97 in b"abc", b"abc"[1], b"abc"[1:], list(b"ab"))
print(b"%d %s %r %x %c %c" % (5, b"x", b"y", 255, 65, b"z"), b"abc".upper(), b"a\x00\xff\n'\"", repr(bytearray(b"'")))
print(b"a\tb".expandtabs(4), b"abc".find(98), b"abc".index(b"c"), b"a,b".rpartition(b","), b"ABC".lower(), b"abc".isalpha(), b"  ".isspace(), b"Ab".istitle(), b"x".rjust(3), bytes.maketrans(b"a", b"b")[97])
print(b"abc".count(b""), b"aaa".replace(b"a", b"bb", 2), b"%5s|%-5s|" % (b"a", b"b"), b"%05.1f" % 3.14159, b"x".fromhex("41"), bytearray.fromhex("4142"))
for f in [lambda: bytes([256]), lambda: b"a" + "b", lambda: b"%s" % "x", lambda: b"abc".index(b"z"), lambda: bytes.fromhex("4g")]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
