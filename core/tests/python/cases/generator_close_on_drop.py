# A generator abandoned before its end runs its `finally` and `with` exits when its last
# reference goes, as CPython's reference counting closes it.


def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)


for x in gen("break"):
    print("got", x)
    break
print("after break")

g = gen("rebind")
print(next(g))
g = None
print("after rebind")

g = gen("del")
next(g)
del g
print("after del")


def use():
    for x in gen("return"):
        return x


print("use", use())
print("after use")


def local():
    g = gen("local")
    next(g)
    print("leaving local")


local()
print("after local")

# Never started: nothing to close, nothing printed.
g = gen("unstarted")
g = None
print("after unstarted")

# Finished: already closed.
g = gen("finished")
print(list(g))
g = None
print("after finished")


class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, *exc):
        print("exit", self.name, exc[0].__name__ if exc[0] else None)
        return False


def with_gen():
    with Ctx("w"):
        yield "a"
        yield "b"


for v in with_gen():
    print(v)
    break
print("after with")

# Nested: the inner generator is closed before the outer's finally.
def outer():
    try:
        yield from gen("inner")
    finally:
        print("finally outer")


o = outer()
next(o)
o = None
print("after nested")

# Held in a list: closed when the list goes.
gs = [gen("l1"), gen("l2")]
for g in gs:
    next(g)
g = None
gs = None
print("after list")
