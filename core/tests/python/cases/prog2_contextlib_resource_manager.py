"""Managing fake resources with contextlib: ExitStack, callbacks, suppress, redirect_stdout, ContextDecorator."""
import contextlib
import io
from contextlib import contextmanager, ExitStack, suppress, redirect_stdout, redirect_stderr, closing, nullcontext, ContextDecorator

EVENTS = []


class Connection:
    def __init__(self, name, fail_on_open=False):
        if fail_on_open:
            raise ConnectionError(f"cannot open {name}")
        self.name = name
        EVENTS.append(f"open {name}")

    def close(self):
        EVENTS.append(f"close {self.name}")

    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        self.close()
        return False


@contextmanager
def transaction(conn):
    EVENTS.append(f"begin {conn.name}")
    try:
        yield conn
    except ValueError as e:
        EVENTS.append(f"rollback {conn.name}: {e}")
        raise
    else:
        EVENTS.append(f"commit {conn.name}")
    finally:
        EVENTS.append(f"end {conn.name}")


def open_all(names, fail=()):
    with ExitStack() as stack:
        conns = [stack.enter_context(Connection(n, n in fail)) for n in names]
        stack.callback(EVENTS.append, "callback ran")
        moved = stack.pop_all()
    return conns, moved


conns, moved = open_all(["db", "cache"])
with moved:
    EVENTS.append("working")
print(EVENTS)
EVENTS.clear()
try:
    open_all(["db", "cache", "queue"], fail={"queue"})
except ConnectionError as e:
    print("ConnectionError", e, EVENTS)
EVENTS.clear()

with Connection("db") as c, transaction(c):
    EVENTS.append("insert")
try:
    with Connection("db2") as c, transaction(c):
        raise ValueError("constraint violated")
except ValueError:
    pass
print(EVENTS)

with suppress(KeyError, IndexError):
    {}["missing"]
print("suppressed ok")
buf, err = io.StringIO(), io.StringIO()
with redirect_stdout(buf), redirect_stderr(err):
    print("captured line")
    import sys
    print("to stderr", file=sys.stderr)
print(repr(buf.getvalue()), repr(err.getvalue()))
with closing(Connection("tmp")) as t:
    pass
with nullcontext(42) as v:
    print("nullcontext", v, EVENTS[-1])


class timed_section(ContextDecorator):
    def __init__(self, label):
        self.label = label

    def __enter__(self):
        print(f"enter {self.label}")
        return self

    def __exit__(self, *exc):
        print(f"exit {self.label} exc={exc[0].__name__ if exc[0] else None}")
        return exc[0] is ZeroDivisionError


@timed_section("compute")
def compute(x):
    return 10 / x


print(compute(2), compute(0))


@contextmanager
def bad_gen():
    yield 1
    yield 2


try:
    with bad_gen():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)
with ExitStack() as st:
    st.push(lambda *exc: print("push exit saw", exc[0].__name__) or True)
    raise KeyError("swallowed")
print("after swallowed")
try:
    with ExitStack() as st:
        st.enter_context(object())
except TypeError as e:
    print("TypeError", e)
