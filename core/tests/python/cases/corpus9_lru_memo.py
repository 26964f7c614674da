import functools
from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = self.evictions = 0

    def get(self, key, default=None):
        try:
            self.data.move_to_end(key)
        except KeyError:
            self.misses += 1
            return default
        self.hits += 1
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            old, _ = self.data.popitem(last=False)
            self.evictions += 1
            return old

    def __contains__(self, key):
        return key in self.data

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        inner = ", ".join(f"{k!r}: {v!r}" for k, v in self.data.items())
        return f"LRUCache({self.capacity}, {{{inner}}})"


cache = LRUCache(3)
for op in ["put a 1", "put b 2", "get a", "put c 3", "put d 4", "get b", "get c", "put a 10", "put e 5", "get d"]:
    parts = op.split()
    if parts[0] == "put":
        ev = cache.put(parts[1], int(parts[2]))
        print(f"{op:<10} evicted={ev}")
    else:
        print(f"{op:<10} -> {cache.get(parts[1], '<miss>')}")
print(cache, len(cache), "a" in cache, cache.hits, cache.misses, cache.evictions)


def memoize(func):
    memo = {}

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        key = (args, tuple(sorted(kwargs.items())))
        if key not in memo:
            memo[key] = func(*args, **kwargs)
        return memo[key]

    wrapper.memo = memo
    wrapper.clear = memo.clear
    return wrapper


@memoize
def partitions(n, max_part=None):
    """Number of integer partitions of n with parts <= max_part."""
    if max_part is None:
        max_part = n
    if n == 0:
        return 1
    if n < 0 or max_part == 0:
        return 0
    return partitions(n - max_part, max_part) + partitions(n, max_part - 1)


print(partitions(100), len(partitions.memo), partitions.__name__, partitions.__doc__)
print(partitions(5, max_part=2), partitions.__wrapped__.__name__)


@functools.lru_cache(maxsize=None)
def collatz_len(n):
    if n == 1:
        return 1
    return 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)


best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best), collatz_len.cache_info())
collatz_len.cache_clear()
print(collatz_len.cache_info())


@functools.lru_cache(maxsize=4)
def square(x):
    return x * x


for x in [1, 2, 3, 1, 4, 5, 1, 2, 2.0, 3]:
    square(x)
print(square.cache_info(), square(True), square.cache_info().hits)


@functools.lru_cache(maxsize=2, typed=True)
def kind(x):
    return type(x).__name__


print([kind(v) for v in (1, 1.0, True, 1)], kind.cache_info())


@functools.cache
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)


print(grid_paths(16, 16), grid_paths.cache_info().currsize)


class Fib:
    @functools.cached_property
    def table(self):
        print("  (computing table)")
        t = [0, 1]
        while len(t) < 50:
            t.append(t[-1] + t[-2])
        return t


f = Fib()
print(f.table[49], f.table[10], "table" in vars(f))
del f.table
print(f.table[20])
try:
    LRUCache(0)
except ValueError as e:
    print(e)
try:
    kind([1])
except TypeError as e:
    print("TypeError:", e)
