import base64
import binascii

samples = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256)), b"\xff\xfe\xfd\xfc\xfb",
           b"hello world\n", "héllo ✓".encode("utf-8"), b"\x00\x00\x00\x00\x00", b"    ", b"?>?>~"]
for s in samples:
    enc = [base64.b64encode(s), base64.urlsafe_b64encode(s), base64.b32encode(s), base64.b32hexencode(s),
           base64.b16encode(s), base64.a85encode(s), base64.b85encode(s)]
    print(s[:12], [e[:40] for e in enc])
    assert base64.b64decode(enc[0]) == s and base64.b64decode(enc[0].decode()) == s
    assert base64.urlsafe_b64decode(enc[1]) == s
    assert base64.b32decode(enc[2]) == s and base64.b32hexdecode(enc[3]) == s
    assert base64.b16decode(enc[4]) == s and base64.a85decode(enc[5]) == s and base64.b85decode(enc[6]) == s
    assert base64.decodebytes(base64.encodebytes(s)) == s
    assert binascii.unhexlify(binascii.hexlify(s)) == s
    print("   ", binascii.crc32(s), binascii.crc_hqx(s, 0), base64.b64encode(s, altchars=b"-_")[:20],
          base64.a85encode(s, pad=True)[:20], base64.b85encode(s, pad=True)[:20], base64.a85encode(s, foldspaces=True)[:20])
print(base64.encodebytes(bytes(range(100))))
print(base64.a85encode(b"some text here, long enough", wrapcol=10, adobe=True))
print(base64.a85decode(b"<~FCfN8Bl7P~>", adobe=True), base64.standard_b64encode(b"xyz"), base64.standard_b64decode("eHl6"))
print(binascii.hexlify(b"\x01\xab\xff", "-"), binascii.b2a_hex(b"ab"), binascii.a2b_hex("6162"), binascii.b2a_base64(b"hi"), binascii.b2a_base64(b"hi", newline=False))
print(base64.b32decode("mzxw6===", casefold=True), base64.b32decode("MZXW6YQ=", map01=b"L"), base64.b16decode("abcd", casefold=True))
print(base64.b64decode(b"YWJj\n"), base64.b64decode(b"YW=Jj"), base64.b64decode(b"Y W J j"), base64.b64decode(b"YWI=trailing"))
print(base64.b64decode(b"-_-_", altchars=b"-_"), base64.urlsafe_b64decode("-_-_"), base64.b64decode(b"YQ==YQ=="))
print(isinstance(binascii.Error(), ValueError), binascii.crc32(b"hello", 12345), binascii.crc32(b"The quick brown fox jumps over the lazy dog"))
bad = [lambda: base64.b64decode("abc"), lambda: base64.b64decode("ab!c", validate=True), lambda: base64.b64decode("a"),
       lambda: base64.b32decode("abc"), lambda: base64.b32decode("mzxw6==="), lambda: base64.b16decode("0g"),
       lambda: base64.b16decode("ab"), lambda: base64.b64encode("s"), lambda: base64.b64decode("ab!c"),
       lambda: base64.b64decode("YQ"), lambda: base64.b64decode("YQ="), lambda: base64.b64decode("Y==="),
       lambda: base64.b64decode("=YQ==", validate=True), lambda: base64.b64decode("YQ==x", validate=True),
       lambda: base64.b64decode("YQ=a", validate=True), lambda: base64.b64decode("aé"), lambda: base64.b64decode(5),
       lambda: base64.b32decode("MZXW6Y=="), lambda: binascii.unhexlify("abc"), lambda: binascii.unhexlify("zz"),
       lambda: base64.b85decode(b"|||||"), lambda: base64.a85decode(b"abz"), lambda: base64.a85decode(b"\x7f"),
       lambda: base64.b85decode(b"ab\x00")]
for f in bad:
    try:
        print(f())
    except (binascii.Error, TypeError, ValueError) as e:
        print(type(e).__name__, e)
