"""Generator-based coroutines: a running averager with send(), a grep pipeline, throw(), close() and yield from."""


def averager():
    total = count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print(f"  averager: ignoring bad input ({e})")
            continue
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return {"count": count, "average": avg}


def delegate(results, key):
    while True:
        results[key] = yield from averager()
        print(f"  finished group {key}: {results[key]}")
        return


def coroutine(fn):
    def start(*a, **k):
        g = fn(*a, **k)
        next(g)
        return g
    return start


@coroutine
def grep(pattern, target):
    try:
        while True:
            line = yield
            if pattern in line:
                target.send(line)
    except GeneratorExit:
        target.close()
        print(f"  grep({pattern!r}) closed")


@coroutine
def collector(out):
    try:
        while True:
            out.append((yield).upper())
    finally:
        print(f"  collector done with {len(out)} lines")


a = averager()
print(next(a), a.send(10), a.send(20), a.send(60))
print(a.throw(ValueError("not a number")))
try:
    a.send(None)
except StopIteration as e:
    print("StopIteration value:", e.value)

results = {}
data = {"girls;kg": [40.9, 38.5, 44.3], "boys;m": [1.38, 1.5, 1.32]}
for key, values in data.items():
    g = delegate(results, key)
    next(g)
    for v in values:
        g.send(v)
    try:
        g.send(None)
    except StopIteration:
        pass
print({k: round(v["average"], 3) for k, v in results.items()})

out = []
pipe = grep("error", collector(out))
for line in ["ok start", "error: disk", "warn", "error: net"]:
    pipe.send(line)
pipe.close()
print(out)


def countdown(n):
    try:
        while n > 0:
            received = yield n
            n = n - 1 if received is None else received
    finally:
        print(f"  countdown cleanup at n={n}")


c = countdown(5)
print(next(c), c.send(2), next(c))
c.close()
print(list(countdown(2)))


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "won't die"


s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError", e)
g = (x * x for x in range(3))
print(next(g), list(g), list(g))
try:
    averager().send(5)
except TypeError as e:
    print("TypeError", e)


def inner():
    x = yield "inner-1"
    return f"inner got {x}"


def outer():
    r = yield from inner()
    yield r


o = outer()
print(next(o), o.send("hello"))
try:
    o.throw(KeyError("boom"))
except KeyError as e:
    print("KeyError", e)
