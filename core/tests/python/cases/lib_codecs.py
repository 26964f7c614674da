import codecs

for n in ["utf8", "UTF-8", "latin1", "latin-1", "iso-8859-1", "ascii", "US-ASCII", "utf-16", "utf_16_le", "UTF-32-BE",
          "u8", "base64", "hex", "rot13", "rot_13", "unicode_escape", "raw_unicode_escape", "cp819", "l1", "utf-8-sig", "646"]:
    info = codecs.lookup(n)
    print(n, info.name, len(info), info.encode is info[0], isinstance(info, tuple))
try:
    codecs.lookup("nope")
except LookupError as e:
    print("LookupError", e)
text = "héllo wörld ✓ \U0001F600"
for enc in ["utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be", "utf-8-sig"]:
    b = codecs.encode(text, enc)
    print(enc, b[:12], codecs.decode(b, enc) == text, codecs.getencoder(enc)(text)[1], codecs.getdecoder(enc)(b)[1])
print(codecs.encode("abc", "latin-1"), codecs.encode("ab\xff", "latin1"), codecs.decode(b"\xe9", "latin-1"))
print(codecs.encode("é", "ascii", "replace"), codecs.encode("é", "ascii", "ignore"), codecs.decode(b"a\xffb", "utf-8", "replace"))
try:
    codecs.encode("é", "ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError", e)
print(codecs.encode("Hello, World!", "rot13"), codecs.decode("Uryyb", "rot_13"))
print(codecs.encode(b"hi there", "base64"), codecs.decode(b"aGkgdGhlcmU=\n", "base64"), codecs.encode(b"\x00\xff", "hex"), codecs.decode("00ff", "hex"))
print(codecs.encode("tab\té\u1234\U0001F600\\ \"q'\n\x7f", "unicode_escape"))
print(codecs.decode(b"a\\tb\\x41\\u00e9\\101\\n\\\\ \\q \\U0001F600", "unicode_escape"))
print(codecs.encode("é\u1234x\\", "raw_unicode_escape"), codecs.decode(b"\\u00e9\\x41\\n", "raw_unicode_escape"))
for bad in [b"\\x4", b"\\u12", b"ab\\"]:
    try:
        codecs.decode(bad, "unicode_escape")
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError", e.start, e.end, e.reason, "|", e)
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, codecs.BOM == codecs.BOM_UTF16)
print(codecs.utf_8_decode(b"\xc3\xa9x"), codecs.utf_8_encode("é"), codecs.utf_8_decode(b"ab\xc3"), codecs.utf_8_decode(b"ab\xe2\x9c", "strict", False), codecs.utf_8_decode(b"ab\xe2\x9c", "strict", True))
data = "αβγ ✓ end \U0001F600".encode("utf-8")
dec = codecs.getincrementaldecoder("utf-8")()
pieces = [dec.decode(data[i:i + 1]) for i in range(len(data))]
print(pieces[:6], "".join(pieces) + dec.decode(b"", final=True) == data.decode())
print(list(codecs.iterdecode([data[:3], data[3:7], data[7:]], "utf-8")))
print(b"".join(codecs.iterencode(["ab", "c", "✓"], "utf-16")), b"".join(codecs.iterencode(["x", "y"], "utf-8-sig")))
d16 = codecs.getincrementaldecoder("utf-16")()
b16 = "hi✓\U0001F600".encode("utf-16")
print([d16.decode(b16[i:i + 1]) for i in range(len(b16))])
enc = codecs.getincrementalencoder("utf-8")()
print(enc.encode("a"), enc.encode("é", final=True))
print(codecs.lookup("utf-8")._is_text_encoding, codecs.lookup("base64")._is_text_encoding)
