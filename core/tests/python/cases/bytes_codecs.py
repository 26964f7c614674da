# str.encode and bytes.decode over codecs, error handlers and awkward inputs.
TEXTS = ["", "plain", "caf\xe9", "\u20ac uro", "mix \xe9\u20ac\U0001f600 end", "\x00\x7f\x80\xff", "\u0100\u0101"]
CODECS = ["utf-8", "UTF8", "ascii", "latin-1", "iso-8859-1", "utf-16", "utf-16-le", "utf-16-be",
          "utf-32", "utf-32-be", "nope"]
ERRORS = ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "bogus"]
for t in TEXTS:
    for c in CODECS:
        for e in ERRORS:
            try:
                out = t.encode(c, e)
            except Exception as ex:
                out = f"{type(ex).__name__}: {ex}"
            print(f"{t!r}.encode({c!r}, {e!r}) -> {out!r}")

DATA = [b"", b"plain", b"caf\xc3\xa9", b"caf\xe9", b"\xff\xfe", b"\xe2\x82", b"\xe2\x82\xacx",
        b"\xf0\x90\x41", b"\xed\xa0\x80", b"a\x80b\xc0\xafc", b"\xf4\x90\x80\x80", b"\xf0\x9f\x98\x80",
        b"\xff\xfea\x00", b"a\x00b\x00", b"\x00a\x00b"]
DCODECS = ["utf-8", "ascii", "latin-1", "utf-16-le", "utf-16-be", "utf-16"]
DERRORS = ["strict", "ignore", "replace", "backslashreplace"]
for d in DATA:
    for c in DCODECS:
        for e in DERRORS:
            if c.startswith("utf-16") and e != "strict":
                continue
            try:
                out = d.decode(c, e)
            except Exception as ex:
                out = f"{type(ex).__name__}: {ex}"
            print(f"{d!r}.decode({c!r}, {e!r}) -> {out!r}")

for d in DATA:
    print(repr(str(d, "utf-8", "replace")), repr(bytearray(d).decode("latin-1")))

try:
    "\xe9".encode("ascii")
except UnicodeEncodeError as e:
    print(isinstance(e, UnicodeError), isinstance(e, ValueError))
try:
    b"\xff".decode()
except UnicodeError as e:
    print("caught", type(e).__name__)
print("é".encode() == b"\xc3\xa9", "é".encode().decode() == "é", len("😀".encode()))
print(bytes("abc", "ascii"), bytearray("h\xe9", "latin-1"), bytes("x", encoding="utf-8", errors="strict"))
for bad in ["bytes('x')", "bytes('x', 1)", "bytes(1, 'utf-8')", "bytes(b'x', 'ascii')", "str(1, 'ascii')",
            "str('x', 'ascii')", "b'x'.decode(1)", "'x'.encode(None)", "b'x'.decode('ascii', 'strict', 1)"]:
    try:
        print(eval(bad))
    except Exception as e:
        print(bad, "->", type(e).__name__, e)
