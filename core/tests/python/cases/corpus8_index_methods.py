# Methods of builtin types take an object with __index__ wherever they take an int.
import collections


class Idx:
    def __index__(self): return 2


I = Idx()
tests = {
    "list.pop": lambda: [1, 2, 3, 4].pop(I),
    "list.insert": lambda: (lambda l: (l.insert(I, "x"), l)[1])([1, 2, 3]),
    "list.index": lambda: [5, 5, 5, 5].index(5, I),
    "tuple.index": lambda: (1, 1, 1).index(1, I),
    "str.center": lambda: "a".center(I, "*"),
    "str.ljust": lambda: "a".ljust(I, "-"),
    "str.zfill": lambda: "1".zfill(I),
    "str.split": lambda: "a b c d".split(" ", I),
    "str.find": lambda: "abcabc".find("a", I),
    "str.count": lambda: "aaaa".count("a", I),
    "str.startswith": lambda: "abc".startswith("c", I),
    "str.replace": lambda: "aaaa".replace("a", "b", I),
    "str.expandtabs": lambda: "a\tb".expandtabs(I),
    "chr": lambda: chr(I),
    "int.to_bytes": lambda: (5).to_bytes(I, "big"),
    "bytes.hex": lambda: b"abcd".hex(":", I),
    "del item": lambda: (lambda l: (l.__delitem__(I), l)[1])([1, 2, 3]),
    "enumerate": lambda: list(enumerate("ab", I)),
    "bytearray.pop": lambda: bytearray(b"abcd").pop(I),
    "bytearray.insert": lambda: (lambda b: (b.insert(I, 65), b)[1])(bytearray(b"xy")),
    "bytearray.append": lambda: (lambda b: (b.append(I), b)[1])(bytearray()),
}
for name, fn in tests.items():
    try:
        r = fn()
    except Exception as e:
        r = "EXC " + type(e).__name__ + ": " + str(e)
    print(name, repr(r))
