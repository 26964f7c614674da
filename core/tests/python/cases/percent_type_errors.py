# printf-style formatting: the argument types each conversion takes, and `*` with a mapping.
class MyInt(int):
    pass


cases = [
    ("%x", 2.5), ("%X", "1"), ("%o", 2.5), ("%x", 3.0), ("%#x", 255), ("%o", True),
    ("%x", MyInt(31)), ("%5X", -255), ("%d", 2.5), ("%i", "3"), ("%u", 7.9),
    ("%c", 2.5), ("%c", "ab"), ("%c", ""), ("%c", 65), ("%c", "é"), ("%3c", "z"), ("%-3c|", 66),
    ("%c", True), ("%c", -1), ("%c", 0x110000), ("%c", 2 ** 70), ("%c", MyInt(97)),
    ("%.*f", {"a": 1.5}), ("%*d", (1.5, 2)), ("%(a).*f", {"a": 1.5}), ("%*d", {"a": 1}),
    ("%*d", (4, 2)), ("%.*f", (2, 3.14159)), ("%-*d|", (4, 2)), ("%*d", (-4, 2)),
    ("%*d", 5), ("%f", "x"), ("%e", None), ("%x", None), ("%x", [1]),
]
for fmt, arg in cases:
    try:
        print(repr(fmt), repr(fmt % arg))
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
