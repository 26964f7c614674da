import inspect, functools
def f(a, b=1, *args, c, **kw): pass
def g(a, *args, b=2): pass
for p in [functools.partial(f, b=2), functools.partial(f, 1, 2, 3), functools.partial(f, a=0), functools.partial(g, 1, 2), functools.partial(g, a=3)]:
    print(inspect.signature(p))
