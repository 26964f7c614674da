# UnicodeDecodeError / UnicodeEncodeError: encoding, object, start, end, reason (from the
# codecs and from the constructor), and str() built from them.
def show(e):
    print(type(e).__name__, repr(e.encoding), repr(e.object), e.start, e.end, repr(e.reason))
    print("  ", e)
    print("  ", e.args == (e.encoding, e.object, e.start, e.end, e.reason), vars(e))


for data, enc in [(b"ab\xffcd", "utf-8"), (b"\xe2\x82", "utf-8"), (b"a\xe2(b", "utf-8"),
                  (b"ok\x80", "ascii"), (b"\xff\xfe\x00", "utf-16"), (b"\x00\x00\x11\x00", "utf-32-le"),
                  (bytearray(b"x\xc3"), "utf-8")]:
    try:
        data.decode(enc)
    except UnicodeDecodeError as e:
        show(e)

for text, enc in [("abé", "ascii"), ("a€€b", "latin-1"), ("𝄞", "ascii"), ("xyzéé", "ascii")]:
    try:
        text.encode(enc)
    except UnicodeEncodeError as e:
        show(e)

e = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
show(e)
e.start = 5
e.reason = "changed"
print(e)
show(UnicodeEncodeError("ascii", "é", 0, 1, "nope"))
show(UnicodeDecodeError("x", bytearray(b"ab"), 0, 2, "r"))
for cls, args in [(UnicodeDecodeError, (1, b"", 0, 1, "r")),
                  (UnicodeDecodeError, ("u", "x", 0, 1, "r")),
                  (UnicodeEncodeError, ("u", b"x", 0, 1, "r")),
                  (UnicodeDecodeError, ("a",)),
                  (UnicodeDecodeError, ("u", b"x", "a", 1, "r")),
                  (UnicodeDecodeError, ("u", b"x", 0, 1, 5))]:
    try:
        cls(*args)
    except TypeError as e:
        print(type(e).__name__, e)
print(isinstance(e, ValueError), issubclass(UnicodeDecodeError, UnicodeError))
try:
    raise UnicodeDecodeError("utf-8", b"\x80", 0, 1, "invalid start byte")
except ValueError as e:
    print("caught", e)
