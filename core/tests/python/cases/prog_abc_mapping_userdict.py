from collections.abc import Mapping, MutableMapping, Sequence, MutableSet, Iterable, Iterator, Sized, Container, Hashable, Callable
from collections import UserDict, UserList, UserString
import numbers


class FrozenDict(Mapping):
    def __init__(self, *args, **kw):
        self._d = dict(*args, **kw)

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __hash__(self):
        return hash(frozenset(self._d.items()))

    def __repr__(self):
        return f"FrozenDict({self._d})"


fd = FrozenDict(a=1, b=2)
print(fd, fd["a"], fd.get("z", 0), "a" in fd, list(fd.keys()), list(fd.items()), fd == {"a": 1, "b": 2}, len({fd, FrozenDict(b=2, a=1)}))


class CaseInsensitiveDict(MutableMapping):
    def __init__(self, data=None):
        self._store = {}
        if data:
            self.update(data)

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        return (orig for orig, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def __repr__(self):
        return f"{type(self).__name__}({dict(self.items())})"


h = CaseInsensitiveDict({"Content-Type": "text/html"})
h["ACCEPT"] = "*/*"
print(h["content-type"], h, "accept" in h, h.pop("Accept"), h.setdefault("X-Id", "7"), len(h))
h.update(x_other=1)
del h["content-TYPE"]
print(h, h.popitem(), h)
try:
    h["missing"]
except KeyError as e:
    print("KeyError:", e)


class Deck(Sequence):
    def __init__(self):
        self.cards = [r + s for s in "♠♥" for r in "A23"]

    def __getitem__(self, i):
        return self.cards[i]

    def __len__(self):
        return len(self.cards)


d = Deck()
print(len(d), d[0], d[-1], d[1:3], "3♥" in d, d.index("A♥"), d.count("2♠"), list(reversed(d))[:2])


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


s = OrderedSet("abracadabra")
print(s, s | OrderedSet("xyz"), s & OrderedSet("cab"), s - OrderedSet("a"), s ^ OrderedSet("az"), s <= OrderedSet("abcdr"), s.isdisjoint("q"))
s.remove("r")
print(s, s.pop(), s)
try:
    s.remove("zz")
except KeyError as e:
    print("KeyError:", e)
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance(set(), MutableSet), isinstance((), Hashable), isinstance([], Hashable))
print(isinstance(iter([]), Iterator), isinstance([], Iterator), isinstance(range(3), Sized), isinstance("x", Container), isinstance(len, Callable))
print(issubclass(FrozenDict, Iterable), issubclass(int, numbers.Integral), isinstance(1.5, numbers.Real), isinstance(1j, numbers.Real), isinstance(2, numbers.Number))


class Registry(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.upper(), value)


r = Registry(a=1)
r["b"] = 2
r.update({"c": 3})
print(r, r.data, "A" in r, r.get("a"), dict(r))


class History(UserList):
    def append(self, item):
        if self and self[-1] == item:
            return
        super().append(item)


hl = History([1])
for x in [1, 2, 2, 3, 3, 3, 1]:
    hl.append(x)
print(hl, hl[1:], type(hl[1:]).__name__, hl + [9], len(hl), hl.data)


class Shout(UserString):
    def __str__(self):
        return self.data.upper() + "!"


sh = Shout("hey")
print(str(sh), sh + " you", sh.upper(), sh[1:], len(sh), sh == "hey", "e" in sh, repr(sh))
