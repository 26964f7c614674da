def averager():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            break
        total += x
        count += 1
        avg = total / count
    return (count, avg)
g = averager()
print(next(g))
for v in (10, 20, 5):
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value, e.args)
def delegator():
    result = yield from averager()
    print("sub returned", result)
    yield "after"
d = delegator()
next(d)
d.send(4); d.send(6)
print(d.send(None))
def chain(*its):
    for it in its:
        yield from it
print(list(chain("ab", range(3), (x * x for x in [4, 5]))))
def counter():
    i = 0
    try:
        while True:
            cmd = yield i
            if cmd == "reset":
                i = 0
            else:
                i += 1
    except GeneratorExit:
        print("closing at", i)
    finally:
        print("finally")
c = counter()
print(next(c), next(c), c.send("x"), c.send("reset"), next(c))
c.close()
print(c.gi_frame is None)
def thrower():
    while True:
        try:
            yield 1
        except ValueError as e:
            print("caught", e)
            yield "recovered"
t = thrower()
next(t)
print(t.throw(ValueError("boom")))
print(next(t))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
from itertools import islice, takewhile
print(list(islice(fib(), 10)), list(takewhile(lambda x: x < 100, fib()))[-1])
gen = (i for i in range(3))
print(list(gen), list(gen))
def tree(n, depth=0):
    yield "  " * depth + str(n)
    if n > 1:
        yield from tree(n // 2, depth + 1)
        yield from tree(n - n // 2 - 1, depth + 1) if n > 2 else ()
print("\n".join(tree(7)))
def gen_ret():
    yield 1
    return "value"
it = gen_ret()
print(next(it), next(it, "default"))
def running():
    x = yield
    while True:
        x = yield x * 2
r = running(); next(r)
print([r.send(i) for i in range(4)])
