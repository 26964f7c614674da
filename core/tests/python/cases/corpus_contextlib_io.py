from contextlib import contextmanager, suppress, ExitStack, redirect_stdout, closing, nullcontext
import io
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        print("handled", e)
    finally:
        print(f"</{name}>")
with tag("div") as t:
    print("inside", t)
with tag("p"):
    raise ValueError("oops")
try:
    with tag("span"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
with suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
buf = io.StringIO()
with redirect_stdout(buf):
    print("captured!")
    print(1, 2, sep="-")
print(repr(buf.getvalue()))
with ExitStack() as stack:
    for n in ["a", "b"]:
        stack.enter_context(tag(n))
    stack.callback(print, "callback ran")
    print("body")
class Res:
    def __init__(self, n): self.n = n
    def close(self): print("closing", self.n)
with closing(Res(1)) as r:
    print("using", r.n)
with nullcontext(5) as v:
    print(v)
class Timer:
    def __enter__(self):
        print("start"); return self
    def __exit__(self, *exc):
        print("stop", exc[0].__name__ if exc[0] else None)
        return False
try:
    with Timer(), tag("x"):
        raise RuntimeError("r")
except RuntimeError:
    print("caught r")
@contextmanager
def bad():
    yield
    yield
try:
    with bad():
        pass
except RuntimeError as e:
    print(e)
@contextmanager
def noyield():
    if False: yield
try:
    with noyield(): pass
except RuntimeError as e:
    print(e)
s = io.StringIO("line1\nline2\n")
print(s.readline(), s.read(), s.tell(), list(io.StringIO("a\nb")))
b = io.BytesIO(); b.write(b"xyz"); b.seek(0); print(b.read(2), b.getvalue())
@tag("deco")
def decorated(): print("in decorated")
