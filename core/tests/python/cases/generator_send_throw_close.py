def gen():
    total = 0
    while True:
        try:
            x = yield total
        except ValueError:
            total = -1
            continue
        if x is None:
            break
        total += x
    return total
g = gen(); next(g)
print(g.send(3), g.send(4), g.throw(ValueError), g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("stop", e.value)
def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c2 = closer(); next(c2); c2.close(); print(c2.close())
def stubborn():
    while True:
        try:
            yield
        except GeneratorExit:
            pass
s = stubborn(); next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError", e)
def echo():
    received = yield "ready"
    while True:
        received = yield received * 2
e = echo()
try:
    e.send(1)
except TypeError as err:
    print("TypeError", err)
print(next(e), e.send(5), e.send(-1))
e.close()
try:
    next(e)
except StopIteration:
    print("closed")
def unstarted():
    yield 1
u = unstarted()
try:
    u.throw(KeyError("k"))
except KeyError as err:
    print("KeyError", err)
print(list(u))
def cm_like():
    try:
        yield
    except ZeroDivisionError as err:
        print("inside:", type(err).__name__)
        yield "recovered"
w = cm_like(); next(w)
print(w.throw(ZeroDivisionError))
