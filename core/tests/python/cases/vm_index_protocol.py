# __index__ wherever CPython takes an index, and the errors naming the type.
class I:
    def __index__(self):
        return 2


class F:
    def __float__(self):
        return 1.25


class N:
    def __int__(self):
        return 7


class Bad:
    def __index__(self):
        return "x"


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


t("hex", lambda: hex(I()))
t("oct", lambda: oct(I()))
t("bin", lambda: bin(I()))
t("range", lambda: list(range(I())))
t("range3", lambda: list(range(0, 10, I())))
t("round", lambda: round(2.567, I()))
t("str*", lambda: "ab" * I())
t("*str", lambda: I() * "ab")
t("list*", lambda: [1] * I())
t("tuple*", lambda: (1, 2) * I())
t("bytes*", lambda: b"ab" * I())
t("ba*", lambda: bytearray(b"ab") * I())
x = [1, 2]
x *= I()
print("imul", x)
t("slice", lambda: [1, 2, 3][I():])
t("slice2", lambda: "abcdef"[: I()])
t("slice3", lambda: (1, 2, 3, 4, 5)[:: I()])
t("bslice", lambda: b"abcd"[I():])
t("rslice", lambda: range(5)[I():])
t("bidx", lambda: b"abc"[I()])
t("baidx", lambda: bytearray(b"abc")[I()])
t("sidx", lambda: "abc"[I()])
for spec in "dixXoc":
    for v in (I(), F(), N(), Bad(), object()):
        t("%" + spec + " " + type(v).__name__, lambda: ("%" + spec) % v)
for spec in "efg":
    for v in (I(), F(), N(), Bad(), object()):
        t("%" + spec + " " + type(v).__name__, lambda: ("%.1" + spec) % v)
t("map", lambda: "%(a)x %(b)s" % {"a": I(), "b": 3})
t("mixed", lambda: "%x %d %.2f" % (I(), N(), F()))
t("hex obj", lambda: hex(object()))
t("hex bad", lambda: hex(Bad()))
t("mul obj", lambda: "ab" * object())
t("mul bad", lambda: "ab" * Bad())
t("slice obj", lambda: [1][object():])
t("slice bad", lambda: [1][Bad():])
t("range bad", lambda: range(Bad()))
