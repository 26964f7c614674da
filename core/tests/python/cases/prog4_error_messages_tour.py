# common runtime error messages a learner sees
def f(a, b, *, c=1):
    return a + b + c
def g(x, /, y=2, **kw):
    return x
tests = [
    lambda: f(1),
    lambda: f(1, 2, 3),
    lambda: f(1, 2, d=4),
    lambda: f(1, 2, a=3),
    lambda: g(x=1),
    lambda: f(),
    lambda: (lambda: 0)(1),
    lambda: [1, 2][5],
    lambda: (1,)[-3],
    lambda: "abc"[10],
    lambda: {"a": 1}["b"],
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: [1].remove(2),
    lambda: [1, 2].index(9),
    lambda: "abc".index("z"),
    lambda: None.upper(),
    lambda: (1).foo,
    lambda: 1 + "a",
    lambda: "a" + 1,
    lambda: [1] + (2,),
    lambda: 1 < "a",
    lambda: -"a",
    lambda: len(5),
    lambda: iter(5),
    lambda: next(iter([])),
    lambda: int(None),
    lambda: int([1]),
    lambda: float("abc"),
    lambda: "x" * 2.5,
    lambda: hash([1]),
    lambda: {[1]: 2},
    lambda: set([[1]]),
    lambda: tuple(1),
    lambda: (lambda v: v())(5),
    lambda: (lambda v: v())("abc"),
    lambda: divmod(1, 0),
    lambda: 2 ** -1 % 0,
    lambda: [1, 2, 3][1:2:0],
    lambda: ord("ab"),
    lambda: chr(-1),
    lambda: "{}{}".format(1),
    lambda: "{a}".format(b=1),
    lambda: "%d" % "x",
    lambda: "%s %s" % (1,),
    lambda: "abc".split(""),
    lambda: sum(["a", "b"]),
    lambda: max([]),
    lambda: dict([(1, 2, 3)]),
    lambda: list.append(),
    lambda: object().x,
    lambda: setattr(object(), "x", 1),
    lambda: isinstance(1, 2),
    lambda: issubclass(1, int),
    lambda: range(1.5),
    lambda: bytes("a"),
    lambda: b"a" + "b",
    lambda: "a".join([b"x"]),
    lambda: int("10", 1),
    lambda: round("1"),
    lambda: sorted([3, None]),
    lambda: abs("x"),
    lambda: [].sort(1),
    lambda: "".encode("nope"),
]
for i, t in enumerate(tests):
    try:
        t()
        print(i, "no error")
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
a, *b = [1]
print(a, b)
for bad in ([1, 2, 3], [1], 5):
    try:
        x, y = bad
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    x, *y, z = [1]
except ValueError as e:
    print(e)
