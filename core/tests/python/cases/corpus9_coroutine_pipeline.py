import functools


def coroutine(fn):
    @functools.wraps(fn)
    def start(*a, **kw):
        g = fn(*a, **kw)
        next(g)
        return g
    return start


@coroutine
def grep(pattern, target):
    while True:
        line = yield
        if pattern in line:
            target.send(line)


@coroutine
def transform(fn, target):
    try:
        while True:
            target.send(fn((yield)))
    except GeneratorExit:
        target.close()
        raise


@coroutine
def sink(store):
    try:
        while True:
            item = yield
            store.append(item)
    except GeneratorExit:
        store.append("<closed>")


@coroutine
def averager():
    total = count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print("  averager ignoring:", e)
            continue
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return (count, avg)


out = []
s = sink(out)
pipe = grep("error", transform(str.upper, s))
for line in ["ok start", "error: disk", "warn", "error: net", "done"]:
    pipe.send(line)
print(out)
pipe.close()
print(out)
t = transform(str.title, sink(out2 := []))
t.send("hello world")
t.close()
print(out2)

avg = averager()
print([avg.send(v) for v in (10, 20, 60)])
print(avg.throw(ValueError("bad sample")))
try:
    avg.send(None)
except StopIteration as e:
    print("result:", e.value)


def delegator(results):
    while True:
        r = yield from averager_raw()
        results.append(r)
        if r[0] == 0:
            return "delegator done"


def averager_raw():
    total = count = 0
    while True:
        v = yield
        if v is None:
            return (count, total / count if count else None)
        total += v
        count += 1


results = []
d = delegator(results)
next(d)
for batch in ([1, 2, 3], [10], []):
    for v in batch:
        d.send(v)
    try:
        d.send(None)
    except StopIteration as e:
        print("delegator returned", e.value)
print(results)


def flatten(x):
    if isinstance(x, (list, tuple)):
        for y in x:
            yield from flatten(y)
    else:
        yield x


print(list(flatten([1, [2, (3, [4, []])], 5, ((6,),)])))


def ticker():
    n = 0
    try:
        while True:
            cmd = yield n
            if cmd == "reset":
                n = 0
            else:
                n += 1
    finally:
        print("  ticker finalised at", n)


tk = ticker()
print(next(tk), next(tk), tk.send("x"), tk.send("reset"), next(tk))
tk.close()
print(tk.gi_frame is None, next(iter(range(0)), "exhausted"))
try:
    next(tk)
except StopIteration:
    print("closed generator stops")


def gen_with_return():
    yield 1
    return 42


g = gen_with_return()
print(list(g), list(g))
try:
    g2 = gen_with_return()
    next(g2)
    next(g2)
except StopIteration as e:
    print("StopIteration value", e.value, e.args)


def stubborn():
    while True:
        try:
            yield "alive"
        except GeneratorExit:
            print("  refusing to die")
            yield "zombie"


z = stubborn()
next(z)
try:
    z.close()
except RuntimeError as e:
    print("RuntimeError:", e)


def bad_gen():
    yield 1
    raise StopIteration("inside")


try:
    list(bad_gen())
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
fib = (lambda: (yield from ((a := 0, b := 1) and ())))
gen = (x * y for x in range(3) for y in range(x))
print(list(gen), type(gen).__name__, list(fib()))
