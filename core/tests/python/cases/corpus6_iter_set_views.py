def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i
t("custom iter", lambda: (list(Countdown(3)), sorted(Countdown(4)), tuple(Seq()), list(map(str, Seq())), 9 in Seq(), max(Seq())))
t("set from", lambda: (sorted(set(Countdown(3))), sorted(frozenset(Seq())), sorted(set(x % 3 for x in range(10)))))
t("dict from", lambda: (dict(zip(Seq(), "abcd")), dict.fromkeys(Countdown(2))))
t("set ops lists", lambda: (sorted({1, 2}.union([3], (4,))), sorted({1, 2, 3}.intersection([2, 3], [3])), sorted({1, 2}.difference([1])), {1}.issubset([1, 2]), {1, 2}.issuperset([1])))
t("unpack", lambda: (lambda a, *b: (a, b))(*Countdown(4)))
a, *rest = Seq()
t("star assign", lambda: (a, rest))
t("join iter", lambda: ",".join(str(x) for x in Countdown(3)))
t("sum iter", lambda: (sum(Seq()), sum(Countdown(5)), list(enumerate(Countdown(2)))))
t("in iterator", lambda: (lambda it: (2 in it, list(it)))(iter([1, 2, 3, 4])))
t("zip iter", lambda: list(zip(Countdown(3), Seq())))
def gen():
    x = yield 1
    while x is not None:
        x = yield x * 2
t("send", lambda: (lambda g: (next(g), g.send(5), g.send(7)))(gen()))
t("genexp twice", lambda: (lambda g: (list(g), list(g)))(x for x in "ab"))
t("view live", lambda: (lambda d: (lambda k: (d.__setitem__("z", 1), list(k))[1])(d.keys()))({"a": 0}))
t("dict iter mutate", lambda: [k for d in [{"a": 1}] for k in d if d.__setitem__("b", 2) is None])
