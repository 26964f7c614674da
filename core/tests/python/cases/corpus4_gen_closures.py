def counter(start=0):
    n = start
    def inc(by=1):
        nonlocal n
        n += by
        return n
    def get():
        return n
    return inc, get
inc, get = counter(10)
inc(); inc(5)
print(get(), inc.__closure__[0].cell_contents, inc.__code__.co_freevars)
fns = [lambda: i for i in range(3)]
fns2 = [lambda i=i: i for i in range(3)]
print([f() for f in fns], [f() for f in fns2])
def make_acc():
    total = []
    def add(x):
        total.append(x)
        return sum(total)
    return add
acc = make_acc()
print(acc(1), acc(2), acc(10))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
g = fib()
print([next(g) for _ in range(10)])
def echo():
    received = []
    try:
        while True:
            x = yield len(received)
            if x is None:
                break
            received.append(x)
    finally:
        print("echo closing with", received)
    return received
e = echo()
print(next(e), e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as si:
    print("returned", si.value)
def delegator():
    r = yield from echo()
    yield f"got {r}"
d = delegator()
next(d); d.send(1)
print(d.send(None))
def gen_throw():
    while True:
        try:
            yield "ok"
        except ValueError as ve:
            yield f"handled {ve}"
gt = gen_throw()
print(next(gt), gt.throw(ValueError("boom")), next(gt))
gt.close()
print(gt.gi_frame is None, next(gt, "exhausted"))
def closer():
    try:
        yield 1
    except GeneratorExit:
        print("GeneratorExit seen")
        raise
c = closer(); next(c); c.close()
sq = (x * x for x in range(5))
print(sum(sq), sum(sq), type(sq).__name__)
def flatten(seq):
    for x in seq:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, (3, [4, 5])], [], 6])))
gen = (i for i in range(3))
print(list(zip(gen, gen)))
import inspect
def gs():
    yield 1
s = gs()
print(inspect.getgeneratorstate(s)); next(s); print(inspect.getgeneratorstate(s)); list(s); print(inspect.getgeneratorstate(s))
x = 1
def outer():
    x = 2
    def inner():
        global x
        x = 3
        return x
    return inner(), x
print(outer(), x)
def scoping():
    try:
        print(y)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    y = 1
scoping()
class K:
    v = 10
    items = [v * i for i in range(3)] if False else [1]
    doubled = (lambda v=v: v * 2)()
print(K.items, K.doubled)
