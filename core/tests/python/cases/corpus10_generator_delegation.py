def g():
    yield 1
try:
    g().send(5)
except TypeError as e:
    print(e)
def inner():
    try:
        yield "i1"
        yield "i2"
    except KeyError as e:
        print("inner caught", repr(e))
        yield "recovered"
    finally:
        print("inner finally")
    return "inner-ret"
def outer():
    r = yield from inner()
    print("outer got", r)
    yield "o-end"
o = outer()
print(next(o), o.throw(KeyError("k")), next(o), next(o, "done"))
o2 = outer(); next(o2)
try:
    o2.throw(ValueError("v"))
except ValueError as e:
    print("propagated", e)
print(next(o2, "exhausted"))
o3 = outer(); next(o3); o3.close(); print("closed", o3.gi_frame is None)
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 2: raise StopIteration
        return self.n
def deleg():
    r = yield from It()
    print("plain iterator result", r)
print(list(deleg()))
def gen_return_in_finally():
    try:
        yield 1
    finally:
        return "from finally"
gr = gen_return_in_finally(); next(gr)
try:
    next(gr)
except StopIteration as e:
    print("StopIteration value", e.value)
gr2 = gen_return_in_finally(); next(gr2); print(gr2.close())
def reentrant():
    yield next(me)
me = reentrant()
try:
    next(me)
except ValueError as e:
    print(e)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
print(list(itertools.islice(fib(), 10)), sum(itertools.takewhile(lambda x: x < 100, fib())))
gexp = (x * 2 for x in [1, 2])
print(gexp.__name__, gexp.__qualname__, type(gexp).__name__, iter(gexp) is gexp)
def genfn(): yield
print(genfn.__name__, genfn().__name__, genfn().__qualname__)
def counter():
    i = 0
    while True:
        cmd = yield i
        if cmd == "reset": i = 0
        elif cmd == "stop": return i
        else: i += 1
c = counter(); next(c); c.send(None); c.send(None); print(c.send("reset"), c.send(None))
try:
    c.send("stop")
except StopIteration as e:
    print("stopped with", e.value)
def pipeline(src):
    for line in src:
        if line.strip():
            yield line.strip().upper()
def numbered(it):
    yield from enumerate(it, 1)
print(list(numbered(pipeline(["a", "  ", "b "]))))
g5 = (i for i in range(3)); next(g5); g5.close(); print(list(g5))
def thrower():
    try:
        yield
    except GeneratorExit:
        print("exit seen")
        return
t = thrower(); next(t); t.close(); print("close ok")
def excgen():
    try:
        yield 1
    except Exception as e:
        yield type(e).__name__
x = excgen(); next(x); print(x.throw(ZeroDivisionError), x.throw(StopIteration) if False else "")
