def averager():
    total = 0.0
    n = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError as e:
            print("reset because", e)
            total, n, avg = 0.0, 0, None
            continue
        if x is None:
            return (n, avg)
        total += x
        n += 1
        avg = total / n

g = averager()
print(next(g), g.send(10), g.send(20), g.send(60))
print(g.throw(ValueError("bad reading")))
print(g.send(4))
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)

def delegator():
    result = yield from averager()
    print("sub returned", result)
    yield "after"
d = delegator()
next(d); d.send(1); d.send(3)
print(d.send(None))

def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c = closer(); print(next(c)); c.close(); c.close()
try:
    next(c)
except StopIteration:
    print("exhausted")

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn(); next(s)
try:
    s.close()
except RuntimeError as e:
    print(type(e).__name__, e)

def gen_ret():
    yield 1
    return "R"
def outer():
    r = yield from gen_ret()
    return r * 2
o = outer()
print(list(o))
o2 = outer(); next(o2)
try:
    next(o2)
except StopIteration as e:
    print(repr(e.value))

def leaky():
    yield 1
    raise StopIteration("oops")
try:
    list(leaky())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)
g2 = (x * x for x in range(3))
print(next(g2), list(g2), list(g2))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
print(list(itertools.islice(fib(), 12)))
gs = fib()
print(gs.gi_running, type(gs).__name__, gs.__name__)
