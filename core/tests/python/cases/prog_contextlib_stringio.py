import contextlib
import io
import sys


class Timer:
    """Fake timer: counts 'ticks' deterministically."""
    clock = 0

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        Timer.clock += 1
        self.start = Timer.clock
        print(f"enter {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        Timer.clock += 5
        self.elapsed = Timer.clock - self.start
        print(f"exit {self.name} elapsed={self.elapsed} exc={exc_type.__name__ if exc_type else None}")
        return exc_type is KeyError  # swallow KeyErrors only


with Timer("a") as t:
    pass
print(t.elapsed)
with Timer("b"):
    {}["missing"]
print("KeyError was swallowed")
try:
    with Timer("c"):
        raise ValueError("not swallowed")
except ValueError as e:
    print("escaped:", e)


@contextlib.contextmanager
def tag(name, out):
    out.append(f"<{name}>")
    try:
        yield len(out)
    except ZeroDivisionError:
        out.append("<!-- div0 -->")
    finally:
        out.append(f"</{name}>")


parts = []
with tag("html", parts):
    with tag("body", parts) as depth:
        parts.append(f"depth {depth}")
        1 / 0
print("".join(parts))


@contextlib.contextmanager
def transaction(db):
    snapshot = dict(db)
    try:
        yield db
    except Exception as e:
        db.clear()
        db.update(snapshot)
        print("rolled back:", e)
        raise


db = {"a": 1}
try:
    with transaction(db) as d:
        d["b"] = 2
        raise RuntimeError("constraint failed")
except RuntimeError:
    pass
print(db)
with transaction(db) as d:
    d["c"] = 3
print(db)

with contextlib.suppress(FileNotFoundError, KeyError):
    {}["x"]
print("suppressed")

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line 1")
    print("captured", 2, sep="-")
print(repr(buf.getvalue()))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print("to stderr", file=sys.stderr)
print(repr(err.getvalue()))

with contextlib.ExitStack() as stack:
    timers = [stack.enter_context(Timer(f"t{i}")) for i in range(3)]
    stack.callback(print, "callback runs first (LIFO)")
    print("inside stack with", len(timers))


class Resource:
    def __init__(self, name):
        self.name = name

    def close(self):
        print(f"closing {self.name}")


with contextlib.closing(Resource("conn")) as r:
    print("using", r.name)

with contextlib.nullcontext(42) as v:
    print("nullcontext gives", v)


def gen_cm():
    stack = contextlib.ExitStack()
    stack.callback(lambda: print("deferred cleanup"))
    return stack.pop_all()


s = gen_cm()
print("before close")
s.close()


class Reentrant(contextlib.ContextDecorator):
    def __enter__(self):
        print("start")
        return self

    def __exit__(self, *exc):
        print("end")
        return False


@Reentrant()
def work(x):
    print("working", x)
    return x * 2


print(work(21))


@contextlib.contextmanager
def bad():
    yield
    yield


try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)


@contextlib.contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
f = io.StringIO("line1\nline2\nline3\n")
print(f.readline(), f.tell(), f.read(3), f.readlines(), f.read() == "")
f.seek(0)
print([l.rstrip() for l in f], f.closed)
w = io.StringIO()
w.write("abc")
w.seek(1)
w.write("X")
print(w.getvalue(), w.tell(), w.truncate(2), w.getvalue())
with io.StringIO() as s2:
    s2.writelines(["a\n", "b\n"])
    print(s2.getvalue().splitlines())
print(s2.closed)
try:
    s2.write("x")
except ValueError as e:
    print("ValueError:", e)
