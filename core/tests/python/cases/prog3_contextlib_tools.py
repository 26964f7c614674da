import io, sys
from contextlib import ExitStack, suppress, redirect_stdout, redirect_stderr, contextmanager, closing, nullcontext

log = []
with ExitStack() as stack:
    stack.callback(log.append, "first registered")
    stack.callback(lambda: log.append("second registered"))
    @stack.callback
    def third():
        log.append("third")
    log.append("body")
print(log)

@contextmanager
def resource(name):
    print("open", name)
    try:
        yield name.upper()
    except KeyError as e:
        print("handled in", name, e)
    finally:
        print("close", name)

with ExitStack() as st:
    rs = [st.enter_context(resource(n)) for n in "abc"]
    print(rs)

with resource("x") as r:
    raise KeyError("k")
print("continued")

with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print(type(e).__name__, e)

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured", 1, 2)
    print("more", end="!")
print(repr(buf.getvalue()))
ebuf = io.StringIO()
with redirect_stderr(ebuf):
    print("to err", file=sys.stderr)
print(repr(ebuf.getvalue()))

class Conn:
    def close(self):
        print("conn closed")
with closing(Conn()) as c:
    print(type(c).__name__)
with nullcontext(42) as v:
    print(v)

def cleanup_stack():
    with ExitStack() as stack:
        stack.callback(print, "will not run")
        moved = stack.pop_all()
    print("after with")
    moved.close()
cleanup_stack()

with ExitStack() as stack:
    def swallow(*exc):
        print("exit cb saw", exc[0].__name__)
        return True
    stack.push(swallow)
    raise ValueError("x")
print("swallowed")

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)
