def averager():
    total = count = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError:
            print("reset"); total = count = 0; avg = None; continue
        if x is None: break
        total += x; count += 1; avg = total / count
    return (count, avg)
a = averager(); next(a)
print(a.send(10), a.send(20), a.throw(ValueError), a.send(5))
try: a.send(None)
except StopIteration as e: print("done", e.value)
def gen():
    try:
        yield 1; yield 2
    finally:
        print("cleanup")
g = gen(); print(next(g)); g.close(); print("closed")
g = gen(); print(list(g))
def flatten(x):
    for i in x:
        if isinstance(i, (list, tuple)): yield from flatten(i)
        else: yield i
print(list(flatten([1, [2, [3, (4, 5)], 6], [[7]]])))
def inner():
    r = yield "i1"
    print("inner got", r)
    return "inner-result"
def outer():
    res = yield from inner()
    print("outer got", res)
    yield "o1"
o = outer(); print(next(o)); print(o.send("S")); 
def perms(s):
    if len(s) <= 1: yield s; return
    for i, c in enumerate(s):
        for p in perms(s[:i] + s[i+1:]): yield c + p
print(list(perms("abc")))
def fib():
    a, b = 0, 1
    while True: yield a; a, b = b, a + b
import itertools
print(list(itertools.islice(fib(), 10)))
gexp = (x * x for x in range(4)); print(next(gexp), list(gexp), list(gexp))
def g2():
    yield 1
    raise KeyError("boom")
try:
    for v in g2(): print(v)
except KeyError as e: print("KeyError", e)
def g3():
    try: yield 1
    except GeneratorExit: print("exit seen"); raise
g = g3(); next(g); del g
def g4():
    yield 1
    return 2
g = g4(); next(g)
try: next(g)
except StopIteration as e: print("ret", e.value, e.args)
def bad():
    raise StopIteration; yield
try: list(bad())
except RuntimeError as e: print("RuntimeError", e)
g = g4(); print(g.__name__, type(g).__name__, g.gi_running)
def thrower():
    try: yield
    except Exception as e: yield f"caught {e!r}"
t = thrower(); next(t); print(t.throw(TypeError("x")))
g = gen(); 
try: g.throw(ValueError("early"))
except ValueError as e: print("early", e)
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self):
        while self.n > 0: yield self.n; self.n -= 1
print(list(Countdown(3)), sum(x for x in range(10) if x % 3 == 0))
