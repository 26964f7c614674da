# contextlib: contextmanager, ExitStack, suppress, redirect_stdout, closing, nullcontext
import contextlib
import io

log = []
@contextlib.contextmanager
def resource(name, fail=False):
    log.append(f"open {name}")
    try:
        yield name.upper()
        if fail:
            raise RuntimeError(f"{name} failed on exit path")
    except ValueError as e:
        log.append(f"{name} handled {e}")
    finally:
        log.append(f"close {name}")

with resource("a") as r:
    print("using", r)
with resource("b"):
    raise ValueError("oops")
try:
    with resource("c"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
print(log)

with contextlib.ExitStack() as stack:
    names = [stack.enter_context(resource(n)) for n in "xyz"]
    stack.callback(print, "callback ran")
    print(names)
print(log[-4:])

with contextlib.suppress(FileNotFoundError, ZeroDivisionError):
    1 / 0
print("after suppress")

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured!")
    print("twice")
print(repr(buf.getvalue()))

class Conn:
    def close(self):
        print("conn closed")
with contextlib.closing(Conn()) as c:
    print(type(c).__name__)
with contextlib.nullcontext(42) as v:
    print(v)

class Timer(contextlib.ContextDecorator):
    def __enter__(self):
        print("start")
        return self
    def __exit__(self, *exc):
        print("stop", exc[0].__name__ if exc[0] else None)
        return False
@Timer()
def work(x):
    print("working", x)
    return x * 2
print(work(5))

class Swallow:
    def __enter__(self): return "entered"
    def __exit__(self, et, ev, tb):
        print("exit got", et.__name__ if et else None, ev)
        return et is TypeError
with Swallow() as s:
    print(s)
    raise TypeError("hidden")
print("continued")
stack = contextlib.ExitStack()
stack.callback(lambda: print("deferred 1"))
stack.callback(lambda: print("deferred 2"))
moved = stack.pop_all()
print("before close")
moved.close()
@contextlib.contextmanager
def gen_no_yield():
    if False:
        yield
try:
    with gen_no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
with contextlib.redirect_stderr(io.StringIO()) as err:
    import sys
    print("to stderr", file=sys.stderr)
print(repr(err.getvalue()))
