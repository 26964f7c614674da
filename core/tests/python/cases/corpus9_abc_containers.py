from collections.abc import MutableMapping, Sequence, MutableSet, Iterable, Sized, Container, Hashable
from functools import cmp_to_key
import re


class CaseInsensitiveDict(MutableMapping):
    def __init__(self, data=None, **kw):
        self._store = {}
        self.update(data or {}, **kw)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        return (orig for orig, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def __repr__(self):
        return f"{type(self).__name__}({dict(self.items())!r})"


h = CaseInsensitiveDict({"Content-Type": "text/html"}, Accept="*/*")
h["content-type"] = "application/json"
h.setdefault("X-Trace", "abc")
h.setdefault("ACCEPT", "ignored")
print(h, len(h), "CONTENT-TYPE" in h, h.get("x-trace"), h.get("nope", 0))
print(h.pop("accept"), h.pop("accept", "gone"), list(h), list(h.keys()), list(h.values()))
print(h.popitem(), h, h == {"Content-Type": "application/json"}, dict(h) == {"content-type": "application/json"})
try:
    h.pop("missing")
except KeyError as e:
    print("KeyError", e)


class Ring(Sequence):
    def __init__(self, items, offset=0):
        self._items = list(items)
        self._off = offset

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if not -len(self) <= i < len(self):
            raise IndexError("ring index out of range")
        return self._items[(i + self._off) % len(self)]

    def rotate(self, k):
        return Ring(self._items, self._off + k)


r = Ring("abcdef", 2)
print(list(r), r[0], r[-1], r[1:4], r[::-2], "a" in r, r.index("a"), r.count("c"), list(reversed(r)))
print(list(r.rotate(-3)), max(r), sorted(r, reverse=True)[:2], isinstance(r, Iterable), isinstance(r, Hashable))
try:
    r.index("z")
except ValueError as e:
    print("ValueError", e)


class OrderedSet(MutableSet):
    def __init__(self, it=()):
        self._d = dict.fromkeys(it)

    def __contains__(self, x):
        return x in self._d

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def add(self, x):
        self._d[x] = None

    def discard(self, x):
        self._d.pop(x, None)

    def __repr__(self):
        return f"OrderedSet({list(self._d)})"


s = OrderedSet("mississippi")
t = OrderedSet("pins")
print(s, s | t, s & t, s - t, s ^ t, s <= OrderedSet("spim"), s.isdisjoint(OrderedSet("xyz")))
s |= OrderedSet("xyz")
s -= {"i"}
print(s, s.pop(), s, len(s))
print([isinstance(x, (Sized, Container)) for x in (h, r, s, 5, "str")])


class Legacy:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i


print(list(Legacy(5)), 9 in Legacy(5), 10 in Legacy(5), [x for x in Legacy(3)], sum(Legacy(4)))


def natural_key(s):
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]


files = ["file10.txt", "File2.txt", "file1.txt", "file02.txt", "img12.png", "img2.png", "IMG1.png", "file1a.txt"]
print(sorted(files))
print(sorted(files, key=natural_key))


def version_cmp(a, b):
    pa, pb = [int(x) for x in a.split(".")], [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)


print(sorted(["1.10", "1.2", "1.2.1", "0.9", "1.02"], key=cmp_to_key(version_cmp)))
recs = [("b", 2), ("a", 2), ("c", 1), ("d", 2), ("e", 1)]
print(sorted(recs, key=lambda p: p[1]), sorted(recs, key=lambda p: p[1], reverse=True))
recs2 = list(recs)
recs2.sort(key=lambda p: p[1], reverse=True)
print(recs2 == sorted(recs, key=lambda p: p[1], reverse=True), min(recs, key=lambda p: p[1]), max(recs, key=lambda p: p[1]))
print(sorted("The quick Brown fox".split(), key=str.casefold), sorted([3, -1, 2, -5], key=abs), sorted([[2, 1], [1, 9], [2, 0]]))
