# send() into generators, yield from delegation with return values, StopIteration -> RuntimeError.
def gen4():
    yield 1
    raise StopIteration


try:
    list(gen4())
except RuntimeError as e:
    print("RE", e, type(e.__cause__).__name__)


def gen5():
    x = yield 1
    print("recv", x)
    y = yield x * 2
    return y


g = gen5()
print(g.send(None))
print(g.send(5))
try:
    g.send("end")
except StopIteration as e:
    print("stop", e.value, e.args)
g = gen5()
try:
    g.send(3)
except TypeError as e:
    print(e)


def sub():
    r = yield from gen5()
    print("sub got", r)
    yield "done"


g = sub()
next(g)
g.send(4)
print(g.send(99))


def running():
    yield g2.send(None)


g2 = running()
try:
    next(g2)
except ValueError as e:
    print(e)
g = (i for i in range(3))
print(next(g), list(g), list(g))


def echo():
    r = None
    while True:
        r = yield r
        if r is None:
            return "bye"


e = echo()
next(e)
print(e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as s:
    print(s.value)
