import array, sys
a = array.array("i", [1, 2, 3])
a.append(4); a.extend([5, 6]); a.insert(0, 0)
print(a, a.typecode, a.itemsize, len(a), a[2], a[-2:], a.index(3), a.count(1), sum(a), list(reversed(a))[:2])
a.reverse(); a.remove(3); print(a, a.pop(), a.tolist(), a.buffer_info()[1])
b = array.array("d", [1.5, 2.25])
print(b, b.tobytes(), array.array("d", b.tobytes()), b * 2, b + array.array("d", [0.0]))
print(array.array("u", "héllo"), array.array("u", "abc").tounicode(), array.array("b", [-1, 127]), array.array("B", b"\x01\x02"))
try:
    array.array("b", [200])
except OverflowError as e:
    print("OverflowError:", e)
try:
    array.array("i", [1.5])
except TypeError as e:
    print("TypeError:", e)
c = array.array("h", range(5))
c[1:3] = array.array("h", [9, 9, 9])
print(c, c == array.array("h", [0, 9, 9, 9, 3, 4]), array.array("l"), array.array("q", [2**40]))
c.byteswap(); print(c.tolist()[:2])
print(repr(array.array("f", [0.1])), array.array("I", [1]) < array.array("I", [2]), array.typecodes)
print(list(enumerate("abc", 1)), list(zip("ab", [1, 2], (True, False))), list(map(pow, [2, 3], [3, 2])), list(filter(None, [0, 1, "", "x"])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
print(any([]), all([]), any(x > 2 for x in [1, 3]), all("abc"), sum(range(101)), sum([[1], [2]], []), sum((0.5, 0.25), 1))
print(divmod(17, 5), pow(10, -1), min("b", "a", "c"), max([3, 1], [2, 9]), min([], default="empty"), max(1, 2, key=lambda x: -x))
print(list(range(10, 0, -3)), range(5)[-1], range(0, 10, 2)[1:3], len(range(-5, 5, 3)), 7 in range(1, 10, 3), range(3) == range(0, 3), range(1, 7, 2).index(5))
print(repr(range(0)), list(range(-3)), range(10)[::-2], reversed(range(3)).__class__.__name__, list(reversed(range(1, 8, 3))))
print(isinstance(True, int), type(1.0).__mro__, callable(len), callable(1), id(1) == id(1), vars(type("X", (), {"a": 1}))["a"])
print("append" in dir([]), hasattr([], "append"), getattr([], "nope", None), type(None).__name__, type(...).__name__, ...)
print(int.__name__, str.__qualname__, (1).__class__, [].__class__.__name__, NotImplemented, repr(NotImplemented), bool(None))
print(sys.getrecursionlimit() >= 1000, sys.version_info[:2], sys.version_info.major, isinstance(sys.argv, list), sys.byteorder)
x = 5
print(eval("x * 2"), eval("[i for i in range(x)]"), eval("a + b", {"a": 1, "b": 2}), exec("y = 3") or "exec None")
ns = {}
exec("def h(n):\n    return n + 1\nz = h(1)", ns)
print(ns["z"], sorted(k for k in ns if k != "__builtins__"), compile("1+1", "<s>", "eval").co_filename)
print(globals()["x"], "x" in locals(), __name__, type(__builtins__).__name__ in ("module", "dict"))
