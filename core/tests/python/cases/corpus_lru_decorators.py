from collections import OrderedDict
from functools import lru_cache, wraps
import functools

class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = OrderedDict()
        self.hits = self.misses = 0
    def get(self, k):
        if k in self.d:
            self.d.move_to_end(k)
            self.hits += 1
            return self.d[k]
        self.misses += 1
        return None
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            old = self.d.popitem(last=False)
            print("evict", old)
    def __repr__(self):
        return f"LRU({list(self.d.items())})"

c = LRU(3)
for k in "abcadeb":
    if c.get(k) is None:
        c.put(k, ord(k))
print(c, c.hits, c.misses)

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

@lru_cache(maxsize=2)
def sq(x):
    print("compute", x)
    return x * x
for x in [1, 2, 1, 3, 2, 1]:
    sq(x)
print(sq.cache_info())

def trace(fn):
    @wraps(fn)
    def inner(*a, **kw):
        r = fn(*a, **kw)
        print(f"{fn.__name__}({', '.join(map(repr, a))}{', ' if kw else ''}{', '.join(f'{k}={v!r}' for k, v in kw.items())}) -> {r!r}")
        return r
    return inner

@trace
def add(a, b=0, *, scale=1):
    "add doc"
    return (a + b) * scale
add(1, 2)
add("x", b="y")
add(2, scale=3)
print(add.__name__, add.__doc__, add.__wrapped__.__name__)
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=False)
print(od, list(reversed(od)))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))
p = functools.partial(int, base=2)
print(p("1011"), p)
