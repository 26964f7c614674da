# dir() without an argument: the sorted names of the calling scope: a function's locals (cells and
# free variables included, only those bound yet), a class body's names, a comprehension's and a
# generator's own; called by another name; dir(obj) and its TypeError beside.
x = 1
zeta = 2
print([n for n in dir() if not n.startswith("__")])


def f(b, a=2, *args, **kw):
    c = 3

    def g():
        return c

    print(dir())
    late = 1
    return g


f(1)


def outer():
    v = 1

    def inner():
        w = v
        print(dir())

    inner()


outer()


def unbound():
    print(dir())
    y = 1
    return y


unbound()


class C:
    y = 2

    def m(self):
        pass

    print([n for n in dir() if not n.startswith("__")])


print(sorted(dir()) == dir(), "C" in dir(), "f" in dir())
print((lambda q, p: dir())(5, 6))


def gen():
    z = 1
    yield dir()
    k = 2
    yield dir()


print(list(gen()))
d = dir


def h(k):
    return d()


print(h(1))
print(dir([])[:3])
try:
    dir(1, 2)
except TypeError as e:
    print(e)
