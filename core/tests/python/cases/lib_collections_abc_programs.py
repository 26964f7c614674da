import collections
from collections.abc import MutableMapping, Sequence, MutableSet, Mapping
import bisect

class SortedDict(MutableMapping):
    """Keys kept sorted; iteration in key order."""
    def __init__(self, other=(), **kw):
        self._keys = []
        self._vals = {}
        self.update(other, **kw)
    def __getitem__(self, k):
        return self._vals[k]
    def __setitem__(self, k, v):
        if k not in self._vals:
            bisect.insort(self._keys, k)
        self._vals[k] = v
    def __delitem__(self, k):
        del self._vals[k]
        self._keys.remove(k)
    def __iter__(self):
        return iter(self._keys)
    def __len__(self):
        return len(self._keys)
    def __repr__(self):
        return "SortedDict({%s})" % ", ".join("%r: %r" % kv for kv in self.items())

d = SortedDict({"pear": 3, "apple": 1}, fig=7)
d["banana"] = 2
print(d, list(d.keys()), list(d.values()))
words = "the quick brown fox jumps over the lazy dog the end".split()
counts = SortedDict()
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(counts.pop("the"), counts.popitem(), len(counts), "fox" in counts)
print(counts == dict(list(counts.items())), counts.setdefault("zebra", 0), list(counts)[-1])

class Span(Sequence):
    """range(start, stop, step) rebuilt on Sequence."""
    def __init__(self, start, stop, step=1):
        self.start, self.stop, self.step = start, stop, step
    def __len__(self):
        n = (self.stop - self.start + self.step - (1 if self.step > 0 else -1)) // self.step
        return max(0, n)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("Span index out of range")
        return self.start + i * self.step

for args in [(0, 10, 3), (10, 0, -2), (5, 5), (1, 2)]:
    s = Span(*args)
    r = range(*args)
    print(args, list(s) == list(r), len(s) == len(r), list(reversed(s)) == list(reversed(r)),
          s[1:] == list(r)[1:], [s.count(x) for x in (0, 4, 6)], 4 in s)
print(Span(0, 10, 3).index(9), Span(0, 10, 3)[-1])

class Tags(MutableSet):
    def __init__(self, it=()):
        self._d = {}
        for x in it:
            self.add(x)
    def __contains__(self, x):
        return x.lower() in self._d
    def __iter__(self):
        return iter(list(self._d.values()))
    def __len__(self):
        return len(self._d)
    def add(self, x):
        self._d.setdefault(x.lower(), x)
    def discard(self, x):
        self._d.pop(x.lower(), None)
    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

tags = Tags(["Python", "Rust", "python", "TPU"])
print(sorted(tags), len(tags), "RUST" in tags)
print(sorted(tags & ["rust", "go"]), sorted(tags | ["Go"]), sorted(tags - ["tpu"]))
tags -= ["PYTHON"]
print(sorted(tags), type(tags & []).__name__)

print(collections.abc.Mapping is Mapping, issubclass(SortedDict, Mapping))
cm = collections.ChainMap({"a": 1}, {"b": 2})
print(sorted(cm.keys()), isinstance(d.keys(), collections.abc.KeysView))
d["missing"]
