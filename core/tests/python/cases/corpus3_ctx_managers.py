from contextlib import contextmanager, suppress, ExitStack, redirect_stdout
import io

class Timer:
    depth = 0
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        Timer.depth += 1
        print("  " * (Timer.depth - 1) + f"enter {self.name}")
        return self
    def __exit__(self, et, ev, tb):
        print("  " * (Timer.depth - 1) + f"exit {self.name} exc={et.__name__ if et else None}")
        Timer.depth -= 1
        return et is KeyError

with Timer("outer") as t:
    with Timer("inner"):
        print("    body", t.name)
with Timer("swallow"):
    raise KeyError("gone")
print("after swallow")
try:
    with Timer("raise"):
        raise ValueError("kept")
except ValueError as e:
    print("caught", e)

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("handled inside")
    finally:
        print(f"</{name}>")

with tag("b") as n:
    print(n)
with tag("i"):
    1 / 0
with suppress(FileNotFoundError, KeyError):
    {}["x"]
print("suppressed")

with ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "cleanup", i)
    names = [stack.enter_context(tag(f"t{i}")) for i in range(2)]
    print(names)

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured line")
    print("another")
print(repr(buf.getvalue()))
with open.__class__ if False else io.StringIO("a\nb\n") as f:
    print(f.readlines())
print(f.closed)
