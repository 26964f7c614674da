# Messages of common builtin exceptions, KeyError str/repr, exception args.
tests = [
    lambda: {}.popitem(), lambda: {"a": 1}["b"], lambda: {}[("t", 1)], lambda: [].pop(), lambda: [1].index(2),
    lambda: (1,).index(2), lambda: "abc".index("z"), lambda: [1].remove(5), lambda: set().remove(5), lambda: set().pop(),
    lambda: int("abc"), lambda: int("12", 1), lambda: float("x1"), lambda: "a" + 1, lambda: 1 + "a", lambda: [] + (),
    lambda: len(5), lambda: {}[[]], lambda: object().x, lambda: (5).foo, lambda: [1, 2, 3][10], lambda: "ab"[5],
    lambda: (1, 2) * 1.5, lambda: int(None), lambda: sorted([1, None]), lambda: iter(None),
    lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: bytes(-1), lambda: list(range(3))[1:2:0],
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, "|", e, "|", repr(e))
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)


class K:
    pass


try:
    K().y
except AttributeError as e:
    print(e, e.name, type(e.obj).__name__)
try:
    K.y
except AttributeError as e:
    print(e)
print(repr(KeyError("a")), str(KeyError("a")), str(KeyError("a", "b")), str(KeyError()), repr(OSError(2, "No such")), str(OSError(2, "No such")), OSError(2, "x").errno, str(UnicodeError("u")), repr(StopIteration(5).value))
