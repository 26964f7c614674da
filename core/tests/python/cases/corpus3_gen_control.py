def worker():
    print("  start")
    total = 0
    try:
        while True:
            try:
                x = yield total
            except ValueError as e:
                print("  recovered from", e)
                x = 0
            total += x
    except GeneratorExit:
        print("  closing with total", total)
        raise
    finally:
        print("  finally")

w = worker()
print(next(w))
print(w.send(5), w.send(7))
print(w.throw(ValueError("bad input")))
print(w.send(1))
w.close()
print(w.gi_frame is None)
try:
    w.send(1)
except StopIteration:
    print("stopped")

def gen_return():
    yield 1
    return "result"
g = gen_return()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("return value:", e.value)

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)

def inner():
    x = yield "inner-1"
    print("  inner got", x)
    try:
        yield "inner-2"
    except KeyError:
        yield "inner caught"
    return "inner-ret"

def outer():
    r = yield from inner()
    print("  outer got", r)
    yield "outer-end"

o = outer()
print(next(o), o.send("hi"), o.throw(KeyError), next(o))
try:
    next(o)
except StopIteration:
    print("outer finished")
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)
g = (i for i in range(3))
print(type(g).__name__, g.__name__, next(g), list(g))
def counter():
    n = 0
    while True:
        n += 1
        cmd = yield n
        if cmd == "stop":
            return n
c = counter()
print([next(c) for _ in range(3)])
try:
    c.send("stop")
except StopIteration as e:
    print("stopped at", e.value)
import inspect
def gg():
    yield
x = gg()
print(inspect.getgeneratorstate(x)); next(x); print(inspect.getgeneratorstate(x)); x.close(); print(inspect.getgeneratorstate(x))
