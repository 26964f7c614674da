import contextlib, io, sys
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        print("handled", e)
    finally:
        print(f"</{name}>")
with tag("b") as t: print("inside", t)
with tag("i"): raise ValueError("oops")
try:
    with tag("u"): raise KeyError("k")
except KeyError as e: print("escaped", e)
with contextlib.suppress(FileNotFoundError, KeyError): {}["x"]
print("suppressed")
buf = io.StringIO()
with contextlib.redirect_stdout(buf): print("captured"); print("two")
print(repr(buf.getvalue()))
with contextlib.ExitStack() as stack:
    for n in "xyz": stack.enter_context(tag(n))
    stack.callback(print, "callback ran")
    print("body")
class Res:
    def __init__(self, n): self.n = n
    def close(self): print("closing", self.n)
with contextlib.closing(Res(1)) as r: print("using", r.n)
with contextlib.nullcontext(5) as v: print(v)
@contextlib.contextmanager
def timer():
    yield
    print("after body")
@timer()
def decorated(): print("decorated body")
decorated()
@contextlib.contextmanager
def bad():
    yield 1; yield 2
try:
    with bad(): pass
except RuntimeError as e: print("RuntimeError", e)
@contextlib.contextmanager
def noyield():
    if False: yield
try:
    with noyield(): pass
except RuntimeError as e: print("RuntimeError", e)
class Managed(contextlib.ContextDecorator):
    def __enter__(self): print("enter"); return self
    def __exit__(self, *exc): print("exit", exc[0]); return False
@Managed()
def work(x): print("work", x); return x * 2
print(work(3))
with contextlib.redirect_stderr(sys.stdout): print("to stderr", file=sys.stderr)
stack = contextlib.ExitStack()
stack.push(lambda *a: print("pushed exit", a[0])); stack.close()
with contextlib.ExitStack() as st:
    st.callback(print, "first registered")
    st.callback(print, "second registered")
    moved = st.pop_all()
print("moved out"); moved.close()
try:
    with contextlib.ExitStack() as st:
        st.push(lambda et, ev, tb: True)
        raise ZeroDivisionError
    print("exitstack suppressed")
except ZeroDivisionError: print("not suppressed")
with open("/dev/null") if False else contextlib.nullcontext() as f: print(f)
@contextlib.contextmanager
def changer(d):
    old = dict(d); d["x"] = 1
    try: yield d
    finally: d.clear(); d.update(old)
D = {"a": 0}
with changer(D): print(D)
print(D)
