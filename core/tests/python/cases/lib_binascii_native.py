# The native binascii/base64 loops (core/lang/src/binascii.rs) against CPython: every codec over
# inputs of every length class, errors, flags, and bytes.translate.
import base64, binascii, random
random.seed(5)
for n in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19, 20, 127, 1000]:
    d = random.randbytes(n)
    for enc, dec in [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                     (base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode),
                     (base64.b16encode, base64.b16decode), (base64.a85encode, base64.a85decode),
                     (base64.b85encode, base64.b85decode)]:
        e = enc(d)
        assert dec(e) == d, (enc, n)
        assert dec(e.decode()) == d
        if n < 12: print(enc.__name__, n, e)
    print(n, binascii.crc32(d), binascii.hexlify(d)[:20], base64.a85encode(d, wrapcol=7, adobe=True)[:40], base64.b85encode(d, pad=True)[:30])
print(base64.a85encode(b"\0\0\0\0    abc", foldspaces=True), base64.a85decode(b"zy@:E^", foldspaces=True))
for bad in [b"abc", b"a", b"ab=c", b"=abc", b"ab==cd", b"abcde"]:
    for strict in (False, True):
        try: print(bad, strict, binascii.a2b_base64(bad, strict_mode=strict))
        except binascii.Error as e: print(bad, strict, "Error", e)
for f, arg in [(base64.b32decode, b"ABC"), (base64.b32decode, b"AB======"), (base64.b32decode, b"A1======"), (base64.b32decode, b"AA=====A"),
               (base64.b16decode, b"0g"), (base64.b16decode, b"abc"), (base64.b16decode, b"ab"), (binascii.unhexlify, b"zz"),
               (base64.a85decode, b"abc~d"), (base64.a85decode, b"ab z"), (base64.a85decode, b"uuuuu"), (base64.b85decode, b"ab\x01"), (base64.b85decode, b"~~~~~"),
               (base64.b64decode, "é")]:
    try: print(f.__name__, arg, f(arg))
    except Exception as e: print(f.__name__, arg, type(e).__name__, e)
print(base64.b32decode(b"mzxw6===", casefold=True), base64.b32decode(b"0O======", map01=b"L"), base64.b16decode(b"ab", casefold=True))
print(b"hello".translate(None, b"l"), bytearray(b"abc").translate(bytes.maketrans(b"a", b"z"), delete=b"c"))
print(binascii.b2a_base64(b"xy", newline=False), binascii.crc32(b"abc", 12345), binascii.crc32(b"abc", -1))
print(base64.encodebytes(bytes(range(100))), base64.decodebytes(base64.encodebytes(bytes(range(100)))) == bytes(range(100)))
for n in (3071, 3072, 9000, 102400):
    d = random.randbytes(n)
    for enc in (base64.b64encode, base64.urlsafe_b64encode, base64.b32encode, base64.b16encode,
                base64.a85encode, base64.b85encode):
        e = enc(d)
        print(n, enc.__name__, len(e), binascii.crc32(e), e[-12:])
    w = base64.a85encode(d, wrapcol=76)
    print(n, len(w), binascii.crc32(w), base64.a85decode(w) == d)
    print(n, base64.b64decode(base64.b64encode(d).decode("ascii")) == d,
          base64.b32decode(base64.b32encode(d).decode("ascii")) == d,
          base64.b85decode(base64.b85encode(d).decode("ascii")) == d)
print(binascii.a2b_base64(b"YW\nJj\n", strict_mode=False), binascii.a2b_base64(bytearray(b"YWJj")))
print(binascii.b2a_base64(bytearray(b"abcd")), binascii.b2a_base64(memoryview(b"abcd")))
