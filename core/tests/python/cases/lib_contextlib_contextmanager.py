from contextlib import contextmanager

@contextmanager
def tag(name):
    print("<%s>" % name)
    yield name.upper()
    print("</%s>" % name)

with tag("h1") as t:
    print("inside", t)
with tag("a"), tag("b") as inner:
    print("nested", inner)

@contextmanager
def resource(log):
    log.append("open")
    try:
        yield len(log)
    finally:
        log.append("close")

log = []
with resource(log) as n:
    log.append("use %d" % n)
print(log)
log = []
try:
    with resource(log):
        log.append("about to fail")
        raise KeyError("boom")
except KeyError as e:
    log.append("caught %r" % (e,))
print(log)

@contextmanager
def no_value():
    yield
with no_value() as v:
    print("value is", v)

@tag("div")
def render(x):
    print("rendering", x)
    return x * 2
print(render(3))
print(render(4))

def early_return():
    with tag("p"):
        return "returned"
print(early_return())
for i in range(3):
    with tag("li"):
        if i == 1:
            continue
        print(i)

@contextmanager
def bad():
    if False:
        yield
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

@contextmanager
def twice():
    yield 1
    yield 2
with twice():
    pass
