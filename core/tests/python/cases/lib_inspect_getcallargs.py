import inspect


def f(a, b=1, *pos, c, d=4, **named):
    pass


def g(x, y, z=0):
    pass


def h(*, k, m, n=3):
    pass


class C:
    def method(self, a, b=2):
        pass


def show(d):
    print(sorted(d.items(), key=lambda kv: kv[0]))


show(inspect.getcallargs(f, 1, 2, 3, c=5, e=6))
show(inspect.getcallargs(f, 1, c=0))
show(inspect.getcallargs(g, 1, 2))
show(inspect.getcallargs(g, y=1, x=2, z=3))
show(inspect.getcallargs(h, k=1, m=2))
obj = C()
bound = inspect.getcallargs(obj.method, 10)
print(bound["self"] is obj, bound["a"], bound["b"], sorted(bound))
show(inspect.getcallargs(C.method, None, 1, 2))
show(inspect.getcallargs(lambda *a, **k: None, 1, 2, q=3))

cases = [
    (g, (1,), {}),
    (g, (), {}),
    (g, (), {"z": 1}),
    (g, (1, 2, 3, 4), {}),
    (g, (1, 2), {"x": 5}),
    (g, (1, 2), {"w": 5}),
    (f, (1, 2, 3), {}),
    (h, (), {}),
    (h, (1,), {"k": 1, "m": 2}),
    (lambda a: None, (1, 2), {}),
    (lambda a, b=1: None, (1, 2, 3), {}),
    (lambda a, b=1, *, k: None, (1, 2, 3), {"k": 1}),
    (lambda *a, x, y, z: None, (), {}),
]
for func, args, kwargs in cases:
    try:
        inspect.getcallargs(func, *args, **kwargs)
        print("no error")
    except TypeError as e:
        print("TypeError:", e)

inspect.getcallargs(g, 1, 2, 3, 4, 5)
