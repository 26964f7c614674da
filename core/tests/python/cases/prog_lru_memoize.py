from collections import OrderedDict
from functools import lru_cache, wraps


class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        evicted = None
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
        return evicted

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        items = ", ".join(f"{k!r}: {v!r}" for k, v in self.data.items())
        return f"LRUCache({self.capacity}, {{{items}}})"


c = LRUCache(3)
for k in "abc":
    c.put(k, ord(k))
print(c)
print(c.get("a"), c.get("z", -1))
print("evicted", c.put("d", 100))
print(c, "b" in c, "a" in c)
print("evicted", c.put("a", 0))
print(c.hits, c.misses)
try:
    LRUCache(0)
except ValueError as e:
    print(e)


def memoize(maxsize=2):
    def deco(fn):
        cache = LRUCache(maxsize)
        sentinel = object()

        @wraps(fn)
        def wrapper(*args):
            r = cache.get(args, sentinel)
            if r is sentinel:
                r = fn(*args)
                cache.put(args, r)
            return r
        wrapper.cache = cache
        return wrapper
    return deco


@memoize(maxsize=50)
def ways(n, coins=(1, 5, 10, 25)):
    """Ways to make change."""
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])


print(ways(100), ways.__name__, ways.__doc__, ways.cache.hits > 0)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(200))
info = fib.cache_info()
print(info, info.hits, info.currsize)
fib.cache_clear()
print(fib.cache_info())


@lru_cache(maxsize=2)
def square(x):
    print("  computing", x)
    return x * x


for x in [1, 2, 1, 3, 2, 1]:
    print(x, square(x))
print(square.cache_info())
print(square(2.0), square.cache_info().hits)

@lru_cache(maxsize=4, typed=True)
def ident(x):
    return type(x).__name__

print(ident(1), ident(1.0), ident(True), ident.cache_info().currsize)
print(square.__wrapped__(9))
