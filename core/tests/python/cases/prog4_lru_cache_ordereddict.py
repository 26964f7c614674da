# hand-written LRU + TTL caches using OrderedDict, with stats and decorator
from collections import OrderedDict, namedtuple
import functools
Stats = namedtuple("Stats", "hits misses evictions size")
class LRU:
    def __init__(self, cap):
        self.cap = cap; self.d = OrderedDict(); self.hits = self.misses = self.ev = 0
    def get(self, k, default=None):
        if k in self.d:
            self.d.move_to_end(k); self.hits += 1
            return self.d[k]
        self.misses += 1
        return default
    def put(self, k, v):
        if k in self.d:
            self.d.move_to_end(k)
        self.d[k] = v
        if len(self.d) > self.cap:
            old, _ = self.d.popitem(last=False); self.ev += 1
            print(f"  evict {old!r}")
    def __contains__(self, k): return k in self.d
    def __len__(self): return len(self.d)
    def __repr__(self): return f"LRU({list(self.d.items())})"
    @property
    def stats(self): return Stats(self.hits, self.misses, self.ev, len(self))
c = LRU(3)
for k in "abcabdae":
    if c.get(k) is None:
        c.put(k, k.upper() * 2)
print(c, c.stats, c.stats._asdict())
def memo(cap):
    def deco(fn):
        cache = LRU(cap)
        @functools.wraps(fn)
        def wrapper(*args):
            r = cache.get(args, wrapper)
            if r is wrapper:
                r = fn(*args); cache.put(args, r)
            return r
        wrapper.cache = cache
        return wrapper
    return deco
@memo(2)
def slow_add(a, b):
    print(f"  computing {a}+{b}")
    return a + b
for a, b in [(1, 2), (1, 2), (2, 3), (3, 4), (1, 2)]:
    print(slow_add(a, b))
print(slow_add.cache.stats, slow_add.__name__)
class TTL:
    def __init__(self, ttl, clock):
        self.ttl, self.clock, self.d = ttl, clock, {}
    def __setitem__(self, k, v): self.d[k] = (v, self.clock() + self.ttl)
    def __getitem__(self, k):
        v, exp = self.d[k]
        if self.clock() >= exp:
            del self.d[k]; raise KeyError(k)
        return v
now = [0]
t = TTL(5, lambda: now[0])
t["x"] = 1; now[0] = 3; print(t["x"]); now[0] = 5
try:
    t["x"]
except KeyError as e:
    print("expired", e, len(t.d))
od = OrderedDict.fromkeys("xyz", 0)
od["x"] += 1; od.move_to_end("x"); print(od, list(reversed(od)), od == {"y": 0, "z": 0, "x": 1})
