"""A TTL + LRU cache driven by an injected fake clock, with stats and a decorator front-end."""
from collections import OrderedDict
from functools import wraps


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now

    def advance(self, secs):
        self.now += secs


class TTLCache:
    _MISSING = object()

    def __init__(self, maxsize, ttl, clock):
        if maxsize <= 0:
            raise ValueError("maxsize must be positive")
        self.maxsize, self.ttl, self.clock = maxsize, ttl, clock
        self.data = OrderedDict()
        self.hits = self.misses = self.evictions = self.expirations = 0

    def _expire(self):
        now = self.clock()
        for k in [k for k, (_, exp) in self.data.items() if exp <= now]:
            del self.data[k]
            self.expirations += 1

    def get(self, key, default=None):
        self._expire()
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key][0]
        self.misses += 1
        return default

    def __setitem__(self, key, value):
        self._expire()
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = (value, self.clock() + self.ttl)
        while len(self.data) > self.maxsize:
            old, _ = self.data.popitem(last=False)
            self.evictions += 1

    def __getitem__(self, key):
        v = self.get(key, self._MISSING)
        if v is self._MISSING:
            raise KeyError(key)
        return v

    def __contains__(self, key):
        self._expire()
        return key in self.data

    def __len__(self):
        self._expire()
        return len(self.data)

    def stats(self):
        return f"hits={self.hits} misses={self.misses} evictions={self.evictions} expired={self.expirations} size={len(self)}"


def cached(cache):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args):
            v = cache.get(args)
            if v is None:
                v = fn(*args)
                cache[args] = v
            return v
        wrapper.cache = cache
        return wrapper
    return deco


clock = FakeClock()
c = TTLCache(3, ttl=10, clock=clock)
c["a"] = 1
c["b"] = 2
clock.advance(4)
c["c"] = 3
print(c.get("a"), list(c.data))
c["d"] = 4
print(list(c.data), "b" in c)
clock.advance(7)
print(len(c), list(c.data))
try:
    c["a"]
except KeyError as e:
    print("KeyError", e)
print(c.stats())

calls = []
exch = TTLCache(2, ttl=5, clock=clock)


@cached(exch)
def rate(src, dst):
    """Look up an exchange rate."""
    calls.append((src, dst))
    return {"USD": 1.0, "EUR": 0.9, "GBP": 0.8}[dst] / {"USD": 1.0, "EUR": 0.9, "GBP": 0.8}[src]


for pair, dt in [(("USD", "EUR"), 1), (("USD", "EUR"), 1), (("EUR", "GBP"), 1), (("USD", "GBP"), 1), (("USD", "EUR"), 6), (("USD", "EUR"), 0)]:
    clock.advance(dt)
    print(pair, round(rate(*pair), 4))
print(len(calls), calls, rate.__name__, rate.__doc__, rate.cache.stats())
try:
    rate("USD", "JPY")
except KeyError as e:
    print("KeyError", e)
try:
    TTLCache(0, 1, clock)
except ValueError as e:
    print("ValueError", e)
