import itertools

def countdown(n):
    print("start")
    while n > 0:
        got = yield n
        if got:
            n = got
        else:
            n -= 1
    return "liftoff"

g = countdown(3)
print(next(g), next(g), g.send(10), next(g))
g.close()
def wrapper():
    r = yield from countdown(2)
    print("inner returned", r)
    yield "end"
print(list(wrapper()))

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
    return avg
a = averager()
next(a)
for v in [10, 20, 60]:
    print(a.send(v))
try:
    a.send(None)
except StopIteration as e:
    print("done with", e.value)

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(itertools.islice(fib(), 15)))
print(list(itertools.takewhile(lambda x: x < 100, fib()))[-1])
evens = (x for x in range(20) if x % 2 == 0)
print(sum(evens), sum(evens))
def gen_exc():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught inside", e)
        yield 99
    finally:
        print("gen cleanup")
g = gen_exc()
print(next(g), g.throw(ValueError("boom")))
g.close()
print(list(zip(*[iter(range(9))] * 3)))
gg = (i * i for i in range(3))
print(next(gg), list(gg), next(gg, "empty"))
try:
    next(gg)
except StopIteration:
    print("StopIteration")
def chain(*its):
    for it in its:
        yield from it
print(list(chain("ab", [1, 2], range(2))))
print(type(g).__name__, g.__name__)
