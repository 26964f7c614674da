from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), fib.cache_info())
print([fib(n) for n in range(16)])
print(fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

calls = []
@lru_cache(maxsize=2)
def sq(x):
    calls.append(x)
    return x * x
for x in [1, 2, 1, 3, 2, 1, 1]:
    sq(x)
print(calls, sq.cache_info())
print(sq.cache_parameters())

@lru_cache
def plain(x, y=0):
    calls.append(("plain", x, y))
    return x + y
calls.clear()
plain(1); plain(1); plain(1, 0); plain(1, y=0); plain(y=0, x=1); plain(1.0)
print(calls)
print(plain.cache_info())

@lru_cache(typed=True)
def typed(x):
    return type(x).__name__
print(typed(1), typed(1.0), typed(True), typed.cache_info())

@cache
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20), fact.cache_info())
print(fact.__name__, fact.__wrapped__(5))

@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
neg = lru_cache(maxsize=-5)(abs)
neg(-1); neg(-1)
print(neg.cache_info(), neg.cache_parameters())
info = fact.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info[1], list(info))
try:
    lru_cache("big")
except TypeError as e:
    print("TypeError:", e)
sq([1, 2])
