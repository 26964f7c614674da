# Making bytes and bytearrays, their operators, comparisons, indexing, slicing, hashing and repr.
def show(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

class WithBytes:
    def __bytes__(self):
        return b"from __bytes__"

class BadBytes:
    def __bytes__(self):
        return "str"

class Idx:
    def __index__(self):
        return 3

SOURCES = [0, 3, -1, [], [1, 2, 255], [256], [-1], ["a"], (65, 66), range(3), range(250, 256), b"xy",
           bytearray(b"z"), "str", 1.5, None, {1: 2}, {7}, (x for x in [1, 2]), iter([9]), WithBytes(),
           BadBytes(), Idx(), object(), True]
for src in SOURCES:
    for make in (bytes, bytearray):
        show(f"{make.__name__}({type(src).__name__})", lambda: make(src))
print(bytes(), bytearray(), bytes(b""), repr(bytes(10)))

LITERALS = [b"", b"'", b'"', b"'\"", b"\\", b"\x00\x01\x1f\x7f\x80\xff", b"tab\there\nnl\rcr", rb"raw\n\x00",
            b"implicit" b" concat", b"\101\x42C"]
for lit in LITERALS:
    print(repr(lit), repr(bytearray(lit)), str(lit), len(lit), list(lit)[:4])

a, b = b"abc", bytearray(b"abd")
OPS = {
    "a + b": lambda: a + b, "b + a": lambda: b + a, "a * 3": lambda: a * 3, "0 * a": lambda: 0 * a,
    "b * -1": lambda: b * -1, "a + 'x'": lambda: a + "x", "'x' + a": lambda: "x" + a, "b + 'x'": lambda: b + "x",
    "a + 1": lambda: a + 1, "a * 'x'": lambda: a * "x", "a * 1.5": lambda: a * 1.5, "a - a": lambda: a - a,
    "a == b": lambda: a == b, "a == b'abc'": lambda: a == b"abc", "a == bytearray(a)": lambda: a == bytearray(a),
    "a != 'abc'": lambda: a != "abc", "a < b": lambda: a < b, "b >= a": lambda: b >= a, "a < b'ab'": lambda: a < b"ab",
    "a < 'abc'": lambda: a < "abc", "a <= [1]": lambda: a <= [1], "b'' < a": lambda: b"" < a,
    "b'\\xff' > b'a'": lambda: b"\xff" > b"a",
    "a[0]": lambda: a[0], "a[-1]": lambda: a[-1], "a[3]": lambda: a[3], "b[-4]": lambda: b[-4],
    "a['x']": lambda: a["x"], "b[1.0]": lambda: b[1.0], "a[True]": lambda: a[True], 
    "a[1:]": lambda: a[1:], "a[::-1]": lambda: a[::-1], "b[::2]": lambda: b[::2], "a[5:1]": lambda: a[5:1],
    "b[-2:]": lambda: b[-2:], "a[::0]": lambda: a[::0],
    "98 in a": lambda: 98 in a, "b'bc' in a": lambda: b"bc" in a, "b'' in a": lambda: b"" in a,
    "bytearray(b'ab') in a": lambda: bytearray(b"ab") in a, "'a' in a": lambda: "a" in a,
    "300 in a": lambda: 300 in a, "1.0 in a": lambda: 1.0 in a, "a in [b'abc']": lambda: a in [b"abc"],
    "hash(a) == hash('abc')": lambda: hash(a) == hash("abc"), "hash(b)": lambda: hash(b),
    "hash(a) == hash(bytes(b'abc'))": lambda: hash(a) == hash(bytes(b"abc")),
    "{a: 1}[b'abc']": lambda: {a: 1}[b"abc"], "{a, b'abc', 'abc'}": lambda: sorted(map(repr, {a, b"abc", "abc"})),
    "b in {a}": lambda: b in {a}, "bool(b'')": lambda: bool(b""), "bool(bytearray(1))": lambda: bool(bytearray(1)),
    "len(a)": lambda: len(a), "list(a)": lambda: list(a), "tuple(b)": lambda: tuple(b), "sorted(b'cab')": lambda: sorted(b"cab"),
    "max(a)": lambda: max(a), "sum(b)": lambda: sum(b), "set(b'aab')": lambda: set(b"aab"),
    "list(reversed(a))": lambda: list(reversed(a)), "list(enumerate(b'xy'))": lambda: list(enumerate(b"xy")),
    "dict(zip(b'ab', b'cd'))": lambda: dict(zip(b"ab", b"cd")), "[c for c in b'hi']": lambda: [c for c in b"hi"],
    "next(iter(b))": lambda: next(iter(b)), "int(b'  42 ')": lambda: int(b"  42 "), "int(b'ff', 16)": lambda: int(b"ff", 16),
    "int(b'x')": lambda: int(b"x"), "float(b'1.5')": lambda: float(b"1.5"), "float(b'x')": lambda: float(b"x"),
    "str(a)": lambda: str(a), "f'{a}'": lambda: f"{a}", "f'{b!r}'": lambda: f"{b!r}", "'%s' % a": lambda: "%s" % a,
    "format(a)": lambda: format(a), "format(a, '5')": lambda: format(a, "5"), "'{:>9}'.format(a)": lambda: "{:>9}".format(a),
    "a is a": lambda: a is a, "type(a[0])": lambda: type(a[0]),
    "type(b[:1])": lambda: type(b[:1]), "isinstance(a, bytes)": lambda: isinstance(a, bytes),
    "isinstance(b, bytes)": lambda: isinstance(b, bytes), "isinstance(b, bytearray)": lambda: isinstance(b, bytearray),
    "issubclass(bytes, object)": lambda: issubclass(bytes, object),
    "a.count(98) + b.find(100)": lambda: a.count(98) + b.find(100),
}
for label, f in OPS.items():
    show(label, f)

match b"GET /":
    case b"POST /":
        print("post")
    case b"GET /":
        print("get")
match bytearray(b"x"):
    case bytes():
        print("bytes")
    case bytearray():
        print("bytearray")
