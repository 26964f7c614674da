# Custom containers built on collections.abc mixins (Set, MutableSet, MutableMapping, Sequence)
from collections.abc import *
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "EXC", type(e).__name__, e)
class LSet(Set):
    def __init__(self, it=()): self.items = []; [self.items.append(x) for x in it if x not in self.items]
    def __contains__(self, x): return x in self.items
    def __iter__(self): return iter(self.items)
    def __len__(self): return len(self.items)
    def __repr__(self): return f"LSet({self.items})"
a, b = LSet([1, 2, 3]), LSet([2, 3, 4])
t("set ops", lambda: [a & b, a | b, a - b, a ^ b, a <= LSet([1, 2, 3, 4]), a < a, a == LSet([3, 2, 1]), a.isdisjoint([9]), a & [2], [2] & a if False else 0])
t("set ops list", lambda: a | [9])
t("set hash", lambda: a._hash() == LSet([3, 1, 2])._hash())
class MSet(MutableSet):
    def __init__(self, it=()): self.s = set(it)
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(sorted(self.s))
    def __len__(self): return len(self.s)
    def add(self, x): self.s.add(x)
    def discard(self, x): self.s.discard(x)
    def __repr__(self): return f"MSet({sorted(self.s)})"
m = MSet([1, 2])
def ops():
    global m
    m |= {5}; m -= {1}; m ^= {2, 9}; m &= {5, 9, 10}
    return m
t("mset ops", ops)
t("mset pop", lambda: (m.pop(), m))
t("mset remove", lambda: m.remove(100))
t("mset clear", lambda: (m.clear(), m))
t("mset pop empty", lambda: m.pop())
class MM(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
mm = MM()
t("mm update", lambda: (mm.update({"a": 1}, b=2), mm.update([("c", 3)]), dict(mm)))
t("mm pop", lambda: [mm.pop("a"), mm.pop("zz", None), mm.setdefault("q", 7), mm.popitem(), dict(mm)])
t("mm pop missing", lambda: mm.pop("nope"))
t("mm eq", lambda: [mm == {"b": 2, "q": 7} or dict(mm), mm.get("b"), "b" in mm, list(mm.keys()), list(mm.values()), list(mm.items())])
t("mm views", lambda: [type(mm.keys()).__name__, mm.keys() & {"b"}, repr(mm.items())[:10]])
t("mm clear", lambda: (mm.clear(), len(mm)))
t("mm popitem empty", lambda: mm.popitem())
class Seq(Sequence):
    def __init__(self, *xs): self.xs = xs
    def __getitem__(self, i): return self.xs[i]
    def __len__(self): return len(self.xs)
s = Seq(1, 2, 3, 2, 1)
t("seq", lambda: [s.index(2), s.index(2, 2), s.count(1), list(reversed(s)), 3 in s, list(s)])
t("seq index missing", lambda: s.index(9))
t("seq index range", lambda: s.index(1, 1, 3))
t("abc checks", lambda: [isinstance(s, Reversible), isinstance(s, Collection), isinstance(mm, Mapping), issubclass(Seq, Sized), isinstance(iter([]), Iterator), isinstance((x for x in []), Generator), isinstance(range(3), Sequence), isinstance(memoryview(b""), Sequence), isinstance({}.keys(), Set), isinstance({}.values(), Collection), isinstance({}.items(), ItemsView)])
t("abstract inst", lambda: Sequence())
class BadIter(Iterator):
    pass
t("bad iterator", lambda: BadIter())
class GoodIter(Iterator):
    def __init__(self): self.n = 0
    def __next__(self):
        self.n += 1
        if self.n > 2: raise StopIteration
        return self.n
t("good iter", lambda: list(GoodIter()))
