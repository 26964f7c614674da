def averager():
    total = count = 0
    avg = None
    while True:
        val = yield avg
        if val is None:
            break
        total += val
        count += 1
        avg = total / count
    return (count, avg)

g = averager()
print(next(g))
for v in [10, 20, 30]:
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)

def delegator():
    result = yield from averager()
    print("sub returned", result)
    yield "after"

d = delegator()
next(d)
d.send(4); d.send(6)
print(d.send(None))

def closing():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("cleanup")
        raise
    finally:
        print("finally")

c = closing()
print(next(c))
c.close()
c.close()
print(list(c))

def catcher():
    while True:
        try:
            x = yield
            print("got", x)
        except ValueError as e:
            print("caught", e)
            yield "recovered"

ct = catcher()
next(ct)
ct.send(1)
print(ct.throw(ValueError("bad")))
next(ct)
ct.send(2)

def chain(*its):
    for it in its:
        yield from it

print(list(chain([1, 2], "ab", range(3), (x * x for x in range(3)))))

def gen_ret():
    yield 1
    return "val"
r = yield_from_result = None
def outer():
    global r
    r = yield from gen_ret()
print(list(outer()), r)

def bad_close():
    try:
        yield 1
    except GeneratorExit:
        yield 2
b = bad_close()
next(b)
try:
    b.close()
except RuntimeError as e:
    print("RuntimeError:", e)

def stop_inside():
    yield 1
    raise StopIteration("x")
try:
    list(stop_inside())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)

g2 = (i for i in range(3))
print(g2.gi_running, next(g2), list(g2), next(g2, "end"))

def running():
    yield gr.gi_running
gr = running()
print(next(gr))

def countdown(n):
    while n > 0:
        got = yield n
        if got:
            n = got
        else:
            n -= 1
cd = countdown(5)
print(next(cd), next(cd), cd.send(10), next(cd))
import inspect
gs = countdown(1)
print(inspect.getgeneratorstate(gs))
next(gs)
print(inspect.getgeneratorstate(gs))
list(gs)
print(inspect.getgeneratorstate(gs))
