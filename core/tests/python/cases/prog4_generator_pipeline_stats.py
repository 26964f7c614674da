# Generators: send, throw, close, yield from, return values
def averager():
    total = count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print("  reset because", e)
            total = count = 0
            avg = None
            continue
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return (count, avg)

def delegator(results, key):
    results[key] = yield from averager()

results = {}
g = delegator(results, "a")
next(g)
for v in [10, 20, 30]:
    print(g.send(v))
g.throw(ValueError("bad data"))
print(g.send(7))
try:
    g.send(None)
except StopIteration:
    print("done", results)

def chunked(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield tuple(buf)
            buf.clear()
    if buf:
        yield tuple(buf)

print(list(chunked(range(7), 3)))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x

print(list(take(10, fib())))
evens = (x for x in fib() if x % 2 == 0)
print([next(evens) for _ in range(5)])

def closer():
    try:
        yield 1
        yield 2
    finally:
        print("  cleanup")

c = closer()
print(next(c))
c.close()
print(list(c))

gen = (i * i for i in range(3))
print(type(gen).__name__, list(gen), list(gen))

def gen_ret():
    yield 1
    return "finished"
it = gen_ret()
next(it)
try:
    next(it)
except StopIteration as e:
    print("value:", e.value, e.args)
print(sum(x for x in range(101) if x % 3 == 0))
