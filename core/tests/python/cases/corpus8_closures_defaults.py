# Late-binding closures in loops, default-argument capture, mutable defaults, nonlocal/global.
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
fs = [lambda i=i: i for i in range(3)]
print([f() for f in fs])


def mk():
    out = []
    for i in range(3):
        def f(): return i
        out.append(f)
    i = 10
    return out


print([f() for f in mk()])


def app(x, l=[]):
    l.append(x)
    return l


print(app(1), app(2), app(3, []), app(4))
print(app.__defaults__)
x = 0


def g1():
    global x
    x += 1
    def inner(): return x
    return inner()


print(g1(), x)


def outer():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    inc()
    inc()
    return n, inc.__closure__[0].cell_contents


print(outer())


def ub():
    print(x)
    x = 2


try:
    ub()
except UnboundLocalError as e:
    print("ULE", e)


def kwdefaults(a, *, b=[]):
    b.append(a)
    return b


print(kwdefaults(1), kwdefaults(2), kwdefaults.__kwdefaults__)
