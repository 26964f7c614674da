def inner():
    got = yield "first"
    print("inner got", got)
    try:
        yield "second"
    except KeyError as e:
        print("inner caught", repr(e))
    return "inner result"

def outer():
    r = yield from inner()
    print("outer got", r)
    r2 = yield from []
    print("empty gives", r2)
    r3 = yield from iter([7, 8])
    print("list iterator gives", r3)
    return "outer result"

g = outer()
print(next(g))
print(g.send("hello"))
try:
    print(g.throw(KeyError("k")))
except StopIteration as e:
    print("stop", e.value)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n

def use_obj():
    r = yield from Countdown(3)
    return r

print(list(use_obj()))

def closing():
    try:
        yield from inner()
    finally:
        print("outer finally")

c = closing()
next(c)
c.close()
print("closed")
