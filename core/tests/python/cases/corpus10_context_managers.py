import contextlib

class Resource:
    def __init__(self, name, log):
        self.name, self.log = name, log
    def __enter__(self):
        self.log.append(f"open {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        self.log.append(f"close {self.name} {exc_type.__name__ if exc_type else None}")
        return exc_type is KeyError

log = []
with Resource("a", log) as a, Resource("b", log) as b:
    log.append(f"using {a.name}{b.name}")
try:
    with Resource("c", log):
        raise ValueError("boom")
except ValueError:
    log.append("propagated")
with Resource("d", log):
    raise KeyError("suppressed")
log.append("after d")
print("\n".join(log))

@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError as e:
        print("handled", e)
    finally:
        print(f"</{name}>")

with tag("p") as t:
    print("inside", t)
with tag("div"):
    1 / 0
print("continued")
try:
    with tag("span"):
        raise IndexError("no")
except IndexError as e:
    print("escaped", e)

with contextlib.suppress(FileNotFoundError, KeyError):
    {}["x"]
print("suppressed ok")

with contextlib.ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in "xyz"]
    stack.callback(print, "callback ran")
    print(names)

class Counter:
    def __init__(self): self.n = 0
    def close(self): print("closed", self.n)
with contextlib.closing(Counter()) as c:
    c.n = 3
with contextlib.nullcontext(42) as v:
    print(v)

import io
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured")
    print("twice")
print(repr(buf.getvalue()))

@contextlib.contextmanager
def transaction(db):
    snapshot = dict(db)
    try:
        yield db
    except Exception:
        db.clear(); db.update(snapshot)
        print("rolled back")
        raise
db = {"x": 1}
try:
    with transaction(db) as t:
        t["x"] = 2
        t["y"] = 3
        raise RuntimeError("fail")
except RuntimeError:
    pass
print(db)
with transaction(db) as t:
    t["z"] = 9
print(db)

class Reusable(contextlib.ContextDecorator):
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *exc):
        print("exit", exc[0])
        return False
@Reusable()
def work(x):
    print("work", x)
    return x * 2
print(work(5))

cm = tag("once")
with cm:
    pass
try:
    with cm:
        pass
except (RuntimeError, AttributeError) as e:
    print(type(e).__name__)

class NoExit:
    def __enter__(self): return self
try:
    with NoExit():
        pass
except TypeError as e:
    print("TypeError", e)

@contextlib.contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print(e)
