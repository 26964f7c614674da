def counter(start=0):
    n = start
    while True:
        cmd = yield n
        if cmd is None:
            n += 1
        elif cmd == "reset":
            n = start
        elif isinstance(cmd, int):
            n = cmd

g = counter(10)
print(next(g), next(g), g.send(None), g.send("reset"), g.send(99), next(g))

def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print("  caught", e)
            continue
        except GeneratorExit:
            print("  closing with", count, "items")
            raise
        total += value
        count += 1
        avg = total / count

av = averager()
next(av)
for v in [10, 20, 5]:
    print(av.send(v))
print(av.throw(ValueError("bad")))
print(av.send(25))
av.close()
print(av.gi_frame is None)

def delegator():
    result = yield from subgen()
    print("  subgen returned", result)
    yield result * 2

def subgen():
    got = []
    while True:
        x = yield len(got)
        if x is None:
            return got
        got.append(x)

d = delegator()
print(next(d), d.send("a"), d.send("b"))
print(d.send(None))
try:
    next(d)
except StopIteration as e:
    print("stop", e.value)

def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

evens = (x for x in fib() if x % 2 == 0)
print(list(take(8, evens)))
sq = (x * x for x in range(5))
print(sum(sq), sum(sq))

def gen_with_return():
    yield 1
    return "done"

g = gen_with_return()
print(list(g))
g = gen_with_return()
next(g)
try:
    next(g)
except StopIteration as e:
    print(repr(e), e.args, e.value)

def thrower():
    try:
        yield 1
        yield 2
    finally:
        print("  cleanup")

t = thrower()
print(next(t))
try:
    t.throw(KeyError("k"))
except KeyError as e:
    print("propagated", repr(e))
print(list(t))

def chain(*its):
    for it in its:
        yield from it
print(list(chain("ab", [1, 2], range(3, 5), {"k": 1})))
gen = (i for i in range(3))
print(type(gen).__name__, gen.__name__, list(zip(gen, gen)))
