# bytes % args: every conversion, mappings, widths, and CPython's errors.
CASES = [
    (b"%s", b"x"), (b"%s", bytearray(b"ba")), (b"%b", b"b"), (b"%s", "str"), (b"%b", 1),
    (b"%d|%i|%5d|%-5d|%05d", (1, 2, 3, 4, 5)), (b"%x %X %o %#x", (255, 255, 8, 255)),
    (b"%.2f %e %g", (3.14159, 1e10, 0.5)), (b"%r", b"rep"), (b"%a", "\xe9t\xe9"), (b"%r", [1, "\u20ac"]),
    (b"%c%c", (65, b"B")), (b"%c", 256), (b"%c", b"ab"), (b"%c", "x"), (b"100%%", ()), (b"%s %s", (b"a",)),
    (b"%s", (b"a", b"b")), (b"%(k)s=%(v)d", {b"k": b"key", b"v": 7}), (b"%(k)s", {"k": b"x"}),
    (b"%*d|%-*s|", (5, 42, 4, b"ab")), (b"%.3s", b"abcdef"), (b"%5s|%-5s|", (b"r", b"l")),
    (b"%d", b"x"), (b"%y", 1), (b"%", ()), (b"%(k", {b"k": 1}), (bytearray(b"%s!"), b"x"),
    (b"no args", ()), (b"no args", 5), (b"\xff%s\x00", b"\x80"),
]
for fmt, args in CASES:
    try:
        print(repr(fmt), "%", repr(args), "->", repr(fmt % args))
    except Exception as e:
        print(repr(fmt), "%", repr(args), "!!", type(e).__name__, e)

class B:
    def __bytes__(self):
        return b"<B>"
print(b"[%s]" % B(), b"%b" % (B(),))
