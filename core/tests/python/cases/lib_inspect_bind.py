import inspect


def f(a, b=2, *args, c, d=4, **kw): pass
def g(x, y, /, z=0): pass
def h(p, q=1): pass

sig = inspect.signature(f)
calls = [((1,), {'c': 3}), ((1, 2, 3, 4), {'c': 5, 'e': 6}), ((), {'a': 1, 'c': 2}),
         ((1,), {}), ((), {'c': 1}), ((1, 2), {'a': 3, 'c': 1})]
for args, kwargs in calls:
    for meth in (sig.bind, sig.bind_partial):
        try:
            ba = meth(*args, **kwargs)
            print(meth.__name__, ba, ba.args, ba.kwargs)
            ba.apply_defaults()
            print("   defaults:", ba, ba.arguments)
        except TypeError as e:
            print(meth.__name__, "TypeError", e)

sg = inspect.signature(g)
for args, kwargs in [((1, 2), {}), ((1, 2, 3), {}), ((1,), {'y': 2}), ((1, 2, 3, 4), {}),
                     ((1, 2), {'z': 9}), ((1, 2), {'w': 1})]:
    try:
        ba = sg.bind(*args, **kwargs)
        print(ba, ba.args, ba.kwargs)
    except TypeError as e:
        print("TypeError", e)

sh = inspect.signature(h)
b1 = sh.bind(1)
b2 = sh.bind(p=1)
print(b1 == b2, b1.arguments, b2.arguments, b1.args, b2.args, b2.kwargs)
print(sh.bind(1, q=5).kwargs, sh.bind(q=5, p=1).args)
print(inspect.signature(h).bind_partial().arguments)
