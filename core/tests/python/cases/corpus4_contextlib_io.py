import contextlib, io, sys
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        print("tag saw", repr(e))
    finally:
        print(f"</{name}>")
with tag("div") as t:
    with tag("p"):
        print("text", t)
with tag("err"):
    raise KeyError("handled inside")
print("after")
with contextlib.suppress(ZeroDivisionError, KeyError):
    1 / 0
    print("not reached")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured", 1, 2, sep="-")
    help_text = "x"
print(repr(buf.getvalue()))
with contextlib.ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("a", "b")]
    stack.callback(print, "callback ran")
    print("inside", names)
class Res:
    def __init__(self, n):
        self.n = n
    def close(self):
        print("closed", self.n)
with contextlib.closing(Res(1)) as r:
    print("using", r.n)
with contextlib.nullcontext(42) as v:
    print("null", v)
s = io.StringIO("line1\nline2\n\nline4")
print(s.readline(), s.readline(end="") if False else s.readline().rstrip(), s.read(), s.tell())
s.seek(0)
print(list(s), s.read())
w = io.StringIO()
w.write("abc")
w.write("def")
w.seek(1)
w.write("X")
print(w.getvalue(), w.tell(), len(w.getvalue()))
print("to stderr-like", file=io.StringIO())
print("a", "b", sep="", end="!\n")
print(*[1, 2, 3], sep=", ")
print()
b = io.BytesIO(b"\x00\x01binary")
print(b.read(2), b.read(), b.getvalue()[2:], b.seek(0, 2), b.tell())
tw = io.TextIOWrapper(io.BytesIO("héllo\nwörld\n".encode("utf-8")), encoding="utf-8")
print([l.rstrip() for l in tw])
class Dual(contextlib.ContextDecorator):
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *exc):
        print("exit", exc[0].__name__ if exc[0] else None)
        return False
@Dual()
def work(x):
    print("working", x)
    return x * 2
print(work(4))
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
def reraise():
    try:
        yield
    except ValueError:
        raise TypeError("converted")
try:
    with reraise():
        raise ValueError("v")
except TypeError as e:
    print("TypeError:", e, type(e.__context__).__name__)
out = io.StringIO()
with contextlib.redirect_stderr(out):
    print("err text", file=sys.stderr)
print(out.getvalue().strip())
