from functools import lru_cache, partial, cache
calls = []
@lru_cache(maxsize=None)
def f(a=0, b=0):
    calls.append((a, b)); return a + b
f(a=1, b=2); f(b=2, a=1); f(1, 2); f(1, b=2); print(len(calls), f.cache_info())
@lru_cache(typed=True)
def t(x): return type(x).__name__
print(t(1), t(True), t(1.0), t(1), t.cache_info())
@lru_cache(typed=False)
def u(x): return type(x).__name__
print(u(1), u(True), u(1.0), u.cache_info())
@lru_cache(maxsize=-5)
def neg(x): return x
neg(1); neg(1); print(neg.cache_info(), neg.cache_parameters())
@lru_cache(maxsize=2)
def boom(x):
    if x < 0: raise ValueError('neg')
    return x
for v in [1, -1, 1, -1]:
    try: boom(v)
    except ValueError: pass
print(boom.cache_info())
@lru_cache(maxsize=1)
def one(x): return x * 2
one(1); one(2); one(1); print(one.cache_info())
class M:
    @lru_cache(maxsize=8)
    def sq(self, x): return x * x
    def __hash__(self): return 1
    def __eq__(self, o): return True
m1, m2 = M(), M(); m1.sq(3); m2.sq(3); print(M.sq.cache_info())
p = partial(partial(int, '10'), base=2); print(p(), p.func, p.args, p.keywords)
p2 = partial(print, sep='-'); p2('a', 'b'); p2('a', 'b', sep='+')
print(repr(partial(dict, a=1)), repr(partial(max)), repr(partial(len, [1])))
try:
    partial(int)(*(), nope=1)
except TypeError as e:
    print('TypeError', e)
@cache
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100), fib.cache_info().currsize, fib.cache_parameters())
print(lru_cache(maxsize=3)(lambda x: x).cache_parameters(), callable(lru_cache(None)))
try:
    lru_cache(maxsize=2.5)
except TypeError as e:
    print('TypeError', e)
