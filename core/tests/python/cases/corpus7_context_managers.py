import contextlib
import io

class Timer:
    clock = 0
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        Timer.clock += 10
        self.start = Timer.clock
        print(f"start {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        Timer.clock += 5
        self.elapsed = Timer.clock - self.start
        status = "ok" if exc_type is None else f"failed with {exc_type.__name__}: {exc}"
        print(f"end {self.name} ({self.elapsed}) {status}")
        return False

class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print(f"rolled back ({et.__name__})")
            return issubclass(et, ValueError)
        print("committed")

with Timer("outer") as t1:
    with Timer("inner"):
        pass
print(t1.elapsed)
try:
    with Timer("boom"):
        raise KeyError("x")
except KeyError:
    print("KeyError escaped")

db = {"a": 1}
with Transaction(db) as s:
    s["b"] = 2
print(db)
with Transaction(db) as s:
    s["c"] = 3
    raise ValueError("invalid")
print(db)
try:
    with Transaction(db) as s:
        s["d"] = 4
        raise TypeError("bad type")
except TypeError as e:
    print("escaped", e, db)

@contextlib.contextmanager
def indent(buf, level=[0]):
    level[0] += 1
    try:
        yield lambda msg: buf.write("  " * level[0] + msg + "\n")
    finally:
        level[0] -= 1

buf = io.StringIO()
with indent(buf) as w1:
    w1("one")
    with indent(buf) as w2:
        w2("two")
        with indent(buf) as w3:
            w3("three")
    w1("back")
print(buf.getvalue(), end="")

class Pool:
    def __init__(self, size):
        self.free = list(range(size))
        self.used = []
    @contextlib.contextmanager
    def acquire(self):
        if not self.free:
            raise RuntimeError("pool exhausted")
        r = self.free.pop(0)
        self.used.append(r)
        try:
            yield r
        finally:
            self.used.remove(r)
            self.free.append(r)

pool = Pool(2)
with pool.acquire() as a, pool.acquire() as b:
    print("got", a, b, pool.free)
    try:
        with pool.acquire():
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
print(pool.free, pool.used)

with contextlib.ExitStack() as stack:
    files = [stack.enter_context(contextlib.closing(io.StringIO(f"data{i}"))) for i in range(3)]
    print([f.read() for f in files])
    stack.callback(lambda: print("cleanup callback"))
    extra = stack.pop_all()
print("stack exited")
extra.close()
with contextlib.nullcontext("value") as v:
    print(v)
@contextlib.contextmanager
def swallow(*types):
    try:
        yield
    except types as e:
        print("swallowed", type(e).__name__)
with swallow(ZeroDivisionError, KeyError):
    {}["k"]
with swallow(ZeroDivisionError):
    print("no error")
class Reentrant:
    depth = 0
    def __enter__(self):
        self.depth += 1
        print("depth", self.depth)
        return self
    def __exit__(self, *a):
        self.depth -= 1
r = Reentrant()
with r, r:
    with r:
        pass
print("final depth", r.depth)
err = io.StringIO()
with contextlib.redirect_stderr(err):
    import sys
    print("to stderr", file=sys.stderr)
print(repr(err.getvalue()))
