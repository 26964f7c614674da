class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

    def swap(self):
        return Pair(self[1], self[0])


p = Pair(1, 2)
print(p, p.first, p.swap(), len(p), p == (1, 2), isinstance(p, tuple), hash(p) == hash((1, 2)))
a, b = p
print(a, b, p + (3,), p.index(2), p.count(1), {p: "x"}[(1, 2)], sorted([Pair(2, 1), Pair(1, 5)]))


class Tags(set):
    def add_all(self, *xs):
        for x in xs:
            self.add(x)


t = Tags(["a"])
t.add_all("b", "c")
print(sorted(t), len(t), "a" in t, isinstance(t, set), sorted(t | {"z"}), sorted(t & {"a", "b"}))
t |= {"q"}
print(sorted(t), type(t).__name__)


class Frozen(frozenset):
    pass


f = Frozen([1, 2])
print(sorted(f), hash(f) == hash(frozenset([1, 2])), len({f, Frozen([2, 1])}))
try:
    class Both(list, dict):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class B(bool):
        pass
except TypeError as e:
    print("TypeError:", e)
