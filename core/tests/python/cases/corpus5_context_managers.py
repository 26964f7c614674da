from contextlib import contextmanager, suppress, ExitStack, nullcontext, redirect_stdout
import io
class Timer:
    def __init__(self, name):
        self.name = name
        self.events = []
    def __enter__(self):
        print(f"[{self.name}] start")
        return self
    def __exit__(self, et, ev, tb):
        print(f"[{self.name}] stop", et.__name__ if et else None, ev)
        return et is KeyError
with Timer("a") as t:
    print("inside", t.name)
with Timer("b"):
    raise KeyError("swallowed")
try:
    with Timer("c"):
        raise ValueError("propagated")
except ValueError as e:
    print("outer caught", e)
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("handled div")
    finally:
        print(f"</{name}>")
with tag("p") as up, tag("b"):
    print("text", up)
with tag("div"):
    1 / 0
print("after")
with suppress(FileNotFoundError, KeyError):
    {}["x"]
    print("unreached")
print("suppressed")
with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("x", "y")]
    stack.callback(print, "callback ran")
    print(names)
buf = io.StringIO()
with redirect_stdout(buf):
    print("captured", 1, 2)
print(repr(buf.getvalue()))
with nullcontext(5) as v:
    print(v)
class Resource:
    opened = []
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        Resource.opened.append(self.n)
        return self
    def __exit__(self, *a):
        Resource.opened.remove(self.n)
        print("close", self.n, a[0] is None)
with Resource(1) as r1, Resource(2) as r2:
    print(Resource.opened)
print(Resource.opened)
@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError", e)
