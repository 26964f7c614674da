# Positional-only parameters (PEP 570): a keyword of the same name goes to **kwargs or is an error.
def f(a, /, b, *, c=3, **kw): return a, b, c, kw
print(f(1, 2, a=9), f(1, b=2))
try: f(a=1, b=2)
except TypeError as e: print(e)
def g(a, b=2, /, c=3): return a, b, c
print(g(1), g(1, 5, c=7))
for call in (lambda: g(1, b=5), lambda: g(a=1, b=2), lambda: g()):
    try: print(call())
    except TypeError as e: print(e)
print(g.__code__.co_posonlyargcount, f.__code__.co_posonlyargcount, f.__code__.co_argcount)
class K:
    def m(self, x, /): return x
print(K().m(4))
try: K().m(x=4)
except TypeError as e: print(e)
