# generator pipelines and coroutines: send, throw, close, yield from return values
def averager():
    total = count = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError as e:
            print("  averager reset:", e)
            total = count = 0
            avg = None
            continue
        if x is None:
            break
        total += x; count += 1
        avg = total / count
    return (count, avg)

def delegator(results, key):
    while True:
        r = yield from averager()
        results[key] = r
        print("  finished", key, r)
        key += "'"

results = {}
d = delegator(results, "a")
next(d)
for v in (10, 20, 30):
    print("avg", d.send(v))
d.throw(ValueError("bad sensor"))
print("avg", d.send(5))
d.send(None)
print("avg after restart", d.send(100))
d.close()
print(results)

def gen():
    try:
        yield 1
        yield 2
    finally:
        print("  gen cleanup")
g = gen()
print(next(g))
g.close()
print(list(g), next(g, "exhausted"))

def counter():
    n = 0
    while True:
        cmd = yield n
        if cmd == "reset": n = 0
        elif isinstance(cmd, int): n += cmd
        else: n += 1
c = counter()
print([c.send(x) if i else next(c) for i, x in enumerate([None, None, 5, "reset", None, 3])])

def stage_read(lines):
    for ln in lines:
        yield ln.rstrip("\n")
def stage_filter(it, pred):
    yield from (x for x in it if pred(x))
def stage_batch(it, n):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == n:
            yield tuple(batch); batch = []
    if batch:
        yield tuple(batch)
src = [f"line {i}\n" if i % 3 else f"# comment {i}\n" for i in range(11)]
pipe = stage_batch(stage_filter(stage_read(src), lambda s: not s.startswith("#")), 3)
for b in pipe:
    print(b)

def g2():
    x = yield
    raise StopIteration("oops")
try:
    it = g2(); next(it); it.send(1)
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)
def g3():
    yield 1
    return "done"
it = g3(); next(it)
try:
    next(it)
except StopIteration as e:
    print("stop value", e.value, e.args)
gi = (x * x for x in range(3))
print(gi.__name__, gi.gi_running, list(gi), gi.gi_frame)
def ret_in_yield_from():
    v = yield from iter([1, 2])
    print("  inner returned", v)
    v2 = yield from g3()
    return v2
print(list(ret_in_yield_from()))
try:
    g = gen(); next(g); g.throw(KeyError("k"))
except KeyError as e:
    print("thrown out", repr(e))
