# contextlib: ExitStack cleanup ordering, suppress, redirect_stdout, contextmanager error handling
import contextlib, io, sys

log = []
@contextlib.contextmanager
def resource(name, fail_exit=False):
    log.append(f"open {name}")
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f"{name} saw {e!r}")
        raise
    finally:
        log.append(f"close {name}")
        if fail_exit:
            raise RuntimeError(f"close of {name} failed")

with contextlib.ExitStack() as stack:
    names = [stack.enter_context(resource(n)) for n in "abc"]
    stack.callback(log.append, "callback 1")
    @stack.callback
    def _(): log.append("callback 2")
    print(names)
print(log); log.clear()

try:
    with contextlib.ExitStack() as stack:
        stack.enter_context(resource("x", fail_exit=True))
        stack.enter_context(resource("y"))
        raise KeyError("boom")
except RuntimeError as e:
    print("RuntimeError", e, "| context:", repr(e.__context__))
print(log); log.clear()

with contextlib.ExitStack() as outer:
    outer.enter_context(resource("p"))
    moved = outer.pop_all()
print(log)
moved.close()
print(log); log.clear()

with contextlib.suppress(FileNotFoundError, ZeroDivisionError):
    1 / 0
    print("not reached")
print("suppressed ok")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line")
    help_text = "x"
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print("to stderr", file=sys.stderr)
print(repr(buf.getvalue()), repr(err.getvalue()))
with contextlib.nullcontext(42) as v:
    print("nullcontext", v)
class Conn:
    def close(self): print("conn closed")
with contextlib.closing(Conn()) as c:
    print("using", type(c).__name__)

@contextlib.contextmanager
def transaction(db):
    snapshot = dict(db)
    try:
        yield db
    except Exception as e:
        db.clear(); db.update(snapshot)
        print("rolled back:", type(e).__name__, e)
        # swallow by not re-raising
db = {"a": 1}
with transaction(db) as t:
    t["b"] = 2
with transaction(db) as t:
    t["c"] = 3
    raise ValueError("constraint")
print(db)

@contextlib.contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)
@contextlib.contextmanager
def two_yields():
    yield 1
    yield 2
try:
    with two_yields():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

class Timer(contextlib.ContextDecorator):
    def __enter__(self): print("enter"); return self
    def __exit__(self, *exc): print("exit", exc[0].__name__ if exc[0] else None); return False
@Timer()
def work(x): print("working", x); return x * 2
print(work(21))
@resource("deco")
def decorated(): log.append("inside")
decorated(); decorated()
print(log)
class Ctx:
    def __enter__(self): return "entered"
    def __exit__(self, et, ev, tb):
        print("exit got", et.__name__ if et else None)
        return et is TypeError
with Ctx() as a, Ctx() as b:
    print(a, b)
    raise TypeError("swallowed by inner")
print("after")
try:
    with 5:
        pass
except TypeError as e:
    print("TypeError", e)
with contextlib.ExitStack() as s:
    s.push(lambda *exc: print("push exit", exc[0]) or True)
    raise IndexError
print("survived")
