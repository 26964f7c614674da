# A toy key-value store with transactional context managers
import contextlib

class Store:
    def __init__(self):
        self.data = {}
        self.log = []
    @contextlib.contextmanager
    def transaction(self, name):
        snapshot = dict(self.data)
        self.log.append(f"begin {name}")
        try:
            yield self
        except Exception as e:
            self.data = snapshot
            self.log.append(f"rollback {name}: {type(e).__name__}")
            raise
        else:
            self.log.append(f"commit {name}")
        finally:
            self.log.append(f"end {name}")
    def set(self, k, v):
        if not isinstance(k, str):
            raise TypeError("keys must be str")
        self.data[k] = v

s = Store()
with s.transaction("t1") as tx:
    tx.set("a", 1)
    tx.set("b", 2)
try:
    with s.transaction("t2"):
        s.set("a", 100)
        s.set(3, "bad")
except TypeError as e:
    print("caught", e)
with contextlib.suppress(KeyError):
    with s.transaction("t3"):
        s.set("c", 3)
        raise KeyError("missing")
print(s.data)
print(s.log)

class Timer:
    """Fake timer: counts steps instead of seconds, usable as decorator and context manager."""
    def __init__(self, label, clock):
        self.label, self.clock = label, clock
    def __enter__(self):
        self.start = self.clock[0]
        return self
    def __exit__(self, *exc):
        self.elapsed = self.clock[0] - self.start
        print(f"{self.label}: {self.elapsed} ticks" + (f" (failed: {exc[0].__name__})" if exc[0] else ""))
        return False
    def __call__(self, fn):
        def wrapped(*a, **k):
            with self:
                return fn(*a, **k)
        return wrapped
clock = [0]
def tick(n):
    clock[0] += n
with Timer("block", clock):
    tick(5)
@Timer("decorated", clock)
def job(n):
    tick(n)
    if n > 10:
        raise ValueError("too big")
    return n * 2
print(job(3))
try:
    job(11)
except ValueError as e:
    print("job failed:", e)

def open_all(names, stack):
    handles = []
    for n in names:
        if n.startswith("!"):
            raise FileNotFoundError(n[1:])
        h = stack.enter_context(Resource(n))
        handles.append(h)
    return handles
class Resource:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("acquire", self.n)
        return self.n.upper()
    def __exit__(self, *a):
        print("release", self.n)
for batch in (["a", "b"], ["x", "!y", "z"]):
    try:
        with contextlib.ExitStack() as stack:
            print(open_all(batch, stack))
    except FileNotFoundError as e:
        print("missing", e)
with contextlib.ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "cleanup", i)
    print("body done")
