# More ways a paused generator loses its last reference, and what its close does.


def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)


# A pipeline: breaking out of the outer loop closes each stage, outermost first.
def stage(src, name):
    try:
        for x in src:
            yield x * 10
    finally:
        print("close stage", name)


for v in stage(stage(gen("source"), "inner"), "outer"):
    print("value", v)
    break
print("after pipeline")


# Held by an instance attribute, and by a dict.
class Holder:
    def __init__(self):
        self.g = gen("attr")
        next(self.g)


h = Holder()
h = None
print("after holder")
d = {"k": gen("dict")}
next(d["k"])
d["k"] = 0
print("after dict")

# A with block whose __exit__ swallows GeneratorExit: the generator yields again.


class Swallow:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        print("swallow", exc[0].__name__ if exc[0] else None)
        return True


def swallowing():
    with Swallow():
        yield 1
    print("after with in generator")
    yield 2


g = swallowing()
next(g)
g = None  # RuntimeError: generator ignored GeneratorExit (on stderr)
print("after swallowing")


# Dropped inside another generator's finally.
def outer2():
    inner = gen("inner2")
    next(inner)
    try:
        yield "o"
    finally:
        print("outer2 finally start")
        inner = None
        print("outer2 finally end")


g = outer2()
next(g)
g = None
print("after outer2")


# A generator that was running when closed by close() itself: no second close on drop.
def closing_self():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise


g = closing_self()
next(g)
g.close()
g = None
print("after explicit close")

# Never paused inside a try: nothing to run.
def plain():
    yield 1
    yield 2


g = plain()
next(g)
g = None
print("after plain")

# Reassigning the loop variable's source mid-loop does not close the running generator.
it = gen("running")
for x in it:
    it = None
    print("x", x)
print("after running")

# Inside other iterators: closed when they go.
z = zip(gen("zip1"), range(3))
print(next(z))
z = None
print(sorted(x for x in gen("sorted")))
e = enumerate(gen("enumerate"))
print(next(e))
del e
print("end")
