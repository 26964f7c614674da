import math
def f(a, b, *, c): pass
class A:
    def m(self, x): pass
    @classmethod
    def cm(cls): pass
    @staticmethod
    def sm(q): pass
tests = [
    lambda: f(1), lambda: f(1, 2), lambda: f(1, 2, 3), lambda: f(1, 2, c=3, d=4), lambda: f(1, a=1, c=2),
    lambda: A().m(), lambda: A().m(1, 2), lambda: A.cm(1), lambda: A.sm(), lambda: A(1), lambda: (lambda x: x)(),
    lambda: len(1, 2), lambda: int("x"), lambda: int("5", 1), lambda: float("x"), lambda: int(None), lambda: float([]),
    lambda: 1 + "a", lambda: "a" + 1, lambda: [1] + (2,), lambda: "a" < 1, lambda: [] < {}, lambda: -"a", lambda: ~1.5,
    lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: divmod(1, 0), lambda: 2 ** -1 % 0,
    lambda: iter(5), lambda: None[0], lambda: [1][0:1:0], lambda: [1]["a"], lambda: "abc"["a"], lambda: (1,)["a"],
    lambda: "abc".__setitem__(0, "x"), lambda: {[]: 1}, lambda: {{}}, lambda: hash([]),
    lambda: [].remove(1), lambda: (1,).index(2), lambda: "abc".index("z"), lambda: [].pop(), lambda: {}.popitem(), lambda: set().pop(),
    lambda: max([]), lambda: min(()), lambda: math.sqrt(-1), lambda: math.log(-1), lambda: math.factorial(-1), lambda: math.factorial(1.5),
    lambda: {}.x, lambda: A.zz, lambda: math.zz, lambda: A().zz, lambda: (1).real.zz, lambda: undefined_name,
    lambda: [1, 2][5], lambda: "ab"[9], lambda: (1,)[3], lambda: range(3)[7], lambda: {"a": 1}["b"], lambda: chr(-1), lambda: ord("ab"),
    lambda: "x" * 1.5, lambda: [0] * "a", lambda: format(1, ",x"), lambda: format("s", "=5"), lambda: format(1.5, "d"), lambda: "{0}{1}".format(1),
    lambda: "{}{0}".format(1, 2), lambda: "{x}".format(), lambda: "%d %d" % (1,), lambda: bytes("abc"), lambda: b"a" + "b", lambda: "a".join([1]),
    lambda: sorted([1, "a"]), lambda: sum(["a"]), lambda: dict([1]), lambda: dict([(1, 2, 3)]), lambda: list(1), lambda: tuple(None),
    lambda: int.from_bytes("x", "big"), lambda: (1).to_bytes(1, "middle"), lambda: (256).to_bytes(1, "big"), lambda: round("x"), lambda: abs("x"),
    lambda: isinstance(1, 1), lambda: issubclass(1, int), lambda: getattr(1, 2), lambda: setattr(1, "x", 2), lambda: object().x,
    lambda: next(iter([])), lambda: range(1.5), lambda: slice(1)[0], lambda: complex("x"), lambda: pow(2, 3, 0), lambda: pow(2.0, 3, 4),
]
for i, t in enumerate(tests):
    try:
        t()
        print(i, "no error")
    except Exception as e:
        print(i, type(e).__name__, e)
