def f(a, b, *, c, d=1):
    return a
def g(x, /, y):
    return x
class K:
    def m(self, a):
        return a
tests = [
    lambda: 1 + "a", lambda: "a" + 1, lambda: [1] + (2,), lambda: None + 1, lambda: 3 - "x", lambda: "x" * "y",
    lambda: -"a", lambda: ~1.5, lambda: 1 < "a", lambda: [] < {}, lambda: len(5), lambda: 5(), lambda: "abc"[5],
    lambda: [1][True + 1], lambda: (1, 2)[1:2][3], lambda: {}["k"], lambda: 5[0], lambda: None[0], lambda: "s"["a"],
    lambda: f(1), lambda: f(1, 2), lambda: f(1, 2, c=3, e=5), lambda: f(1, b=2, a=3, c=1),
    lambda: g(x=1, y=2), lambda: K().m(), lambda: K().m(1, 2), lambda: K.m(1), lambda: int("x", 99),
    lambda: [].pop(), lambda: {}.popitem(), lambda: set().pop(), lambda: [1, 2].index(5), lambda: "abc".index("z"),
    lambda: iter(5), lambda: next(iter([])), lambda: list(1), lambda: dict([1, 2]), lambda: dict([(1, 2, 3)]),
    lambda: int(None), lambda: float([]), lambda: "x".join([1, 2]), lambda: ",".join(["a", None]), lambda: sum(["a", "b"]),
    lambda: sum(["a"], ""), lambda: max([]), lambda: min(1), lambda: chr(-1), lambda: ord("ab"), lambda: abs("x"),
    lambda: hash([]), lambda: {[]: 1}, lambda: {{1}}, lambda: getattr(1, "zz"), lambda: object().x, lambda: setattr(1, "a", 2),
    lambda: (1, 2).append(3), lambda: "abc".foo(), lambda: type("x", (), {})().y, lambda: divmod(1, 0), lambda: 1 % 0, lambda: 1.0 // 0,
    lambda: range(1, 2, 0), lambda: [1, 2, 3][::0], lambda: "a" in 5, lambda: 1 in "abc", lambda: isinstance(1, 5),
    lambda: issubclass(1, int), lambda: super(), lambda: print(sep=5), lambda: sorted([1], key=5), lambda: round("x"),
    lambda: pow(2, 3, 0), lambda: pow(2.0, 3, 5), lambda: bytes("x"), lambda: bytes([300]), lambda: "%d" % "x",
    lambda: a_missing_name, lambda: int.from_bytes("x", "big"), lambda: complex("nope"), lambda: [1, 2] * 1.5,
    lambda: tuple(1), lambda: frozenset([[1]]), lambda: enumerate(5), lambda: zip(1), lambda: open(123.4),
    lambda: "abc".split(1), lambda: "abc".startswith(["a"]), lambda: "a".center("x"),
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, "no error", r)
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
