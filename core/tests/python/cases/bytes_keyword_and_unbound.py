# Keyword arguments, unbound methods, the type's own methods.
b = b"a b  c"
print(b.split(sep=None, maxsplit=1), b.rsplit(maxsplit=1), b"a,b".split(sep=b","))
print(b"x".center(5, b"-"), b"ab".hex(sep=":"), b"abcdef".hex(sep="-", bytes_per_sep=4))
print(b"a\nb".splitlines(keepends=True))
print(bytes.decode(b"hi"), bytes.upper(b"hi"), bytearray.upper(bytearray(b"hi")))
print(str.encode("h\xe9"), str.encode("h\xe9", "latin-1"))
print(bytes.fromhex("de ad be ef"), bytearray.fromhex("00ff"), b"".fromhex("41"))
t = bytes.maketrans(b"abc", b"xyz")
print(len(t), t[97:100], b"aabbcc".translate(t), b"abc".translate(None, b"b"))
print(bytearray(b"abc").translate(t, delete=b"c"), b"abc".translate(t, b""))
for bad in [lambda: bytes.maketrans(b"a", b"bc"), lambda: b"x".translate(b"short"),
            lambda: b"x".translate("s" * 256), lambda: bytes.fromhex("4"),
            lambda: bytes.fromhex(b"41"), lambda: b"ab".hex(":", 0), lambda: b"ab".hex("::"),
            lambda: bytes.upper("x"), lambda: b"x".decode("nope"), lambda: b"x".hex(1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(b"ab".hex(":", 0), b"abcde".hex(":", 2), b"abcde".hex(":", -2))
print(bytes.__name__, bytearray.__name__, type(b""), type(bytearray()), type(iter(b"")).__name__)
print(isinstance(b"", bytes), isinstance(bytearray(), bytes), isinstance(b"", (str, bytes)))
print(type(b"x")(3), type(bytearray(b"x"))(b"yz"), b"x".__bytes__() if hasattr(b"x", "__bytes__") else "")
