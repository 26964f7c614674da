from collections.abc import Mapping, MutableMapping, KeysView, ItemsView, ValuesView, MappingView

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

class Frozen(Mapping):
    def __init__(self, pairs):
        self._d = dict(pairs)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

m = Frozen([("a", 1), ("b", 2), ("c", 3)])
print(len(m), m["a"], m.get("b"), m.get("z"), m.get("z", 0), "a" in m, "z" in m)
print(list(m), list(m.keys()), list(m.values()), list(m.items()))
print(m == {"a": 1, "b": 2, "c": 3}, m == {"a": 1}, m != {"a": 1}, m == Frozen(m.items()), m == [1])
print(type(m.keys()).__name__, type(m.items()).__name__, type(m.values()).__name__)
print(isinstance(m.keys(), KeysView), isinstance(m.keys(), MappingView), len(m.items()))
print(sorted(m.keys() & {"a", "c", "x"}), sorted(m.keys() | ["d"]), sorted(m.keys() - {"a"}))
print(sorted(m.keys() ^ {"a", "q"}), m.keys() <= {"a", "b", "c", "d"}, m.keys() == {"c", "b", "a"})
print(("a", 1) in m.items(), ("a", 2) in m.items(), ("z", 1) in m.items(), 3 in m.values(), 4 in m.values())
print(sorted(m.items() & {("a", 1), ("b", 9)}), m.keys().isdisjoint(["x"]), m.keys().isdisjoint("a"))
t(lambda: m["z"])
t(lambda: m.keys() & 5)
t(lambda: m.__reversed__)
t(lambda: hash(m) if m.__hash__ is not None else "unhashable")
print(KeysView({"k": 1}), ItemsView({}), ValuesView({"k": [1]}))
print(list(KeysView({"x": 1, "y": 2})), list(ItemsView({"x": 1})), list(ValuesView({"x": 1})))

class Store(MutableMapping):
    def __init__(self, *args, **kw):
        self._d = {}
        self.update(*args, **kw)
    def __getitem__(self, k):
        return self._d[k]
    def __setitem__(self, k, v):
        print("  set", k, v)
        self._d[k] = v
    def __delitem__(self, k):
        del self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def __repr__(self):
        return "Store(%r)" % (self._d,)

s = Store({"a": 1}, b=2)
s.update([("c", 3)])
s.update(Frozen([("d", 4)]))
s.update(e=5)
print(s, len(s))
print(s.pop("a"), s.pop("a", "gone"), s.setdefault("b", 99), s.setdefault("n"), s)
print(s.popitem(), s)
t(lambda: s.pop("zz"))
t(lambda: s.update({}, {}))
t(lambda: s.update(5))
s.clear()
print(s, len(s))
t(lambda: s.popitem())
s["x"] = 1
del s["x"]
t(lambda: s.__delitem__("x"))
print("x" in s, s.get("x", "none"), s == {}, s == Store())
s.pop("missing")
