from contextlib import suppress, nullcontext, closing, AbstractContextManager, ContextDecorator

with suppress(KeyError):
    {}["missing"]
    print("not reached")
print("after suppress")
with suppress(ValueError, LookupError):
    [][3]
print("IndexError is a LookupError")
with suppress():
    print("nothing to suppress")
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print("not suppressed:", e)
with nullcontext() as v:
    print("nullcontext gives", v)
with nullcontext(42) as v:
    print("nullcontext gives", v)
def process(path=None):
    cm = nullcontext("default") if path is None else closing(Res(path))
    with cm as r:
        print("processing", r)

class Res:
    def __init__(self, name):
        self.name = name
    def close(self):
        print("closing", self.name)
    def __repr__(self):
        return "Res(%r)" % self.name

with closing(Res("db")) as r:
    print("using", r)
try:
    with closing(Res("sock")):
        raise OSError("network down")
except OSError as e:
    print("caught", e)
process()
process("file.txt")

class Timer(AbstractContextManager):
    def __exit__(self, *exc):
        print("timer done, exception:", exc[0] is not None)
with Timer() as t:
    print("entered returns self:", isinstance(t, Timer))

class logged(ContextDecorator):
    def __enter__(self):
        print("start")
        return self
    def __exit__(self, *exc):
        print("end")
        return False
@logged()
def work(n):
    print("working", n)
    return n + 1
print(work(1))
with logged():
    print("as a with block")
with suppress(TypeError):
    raise NameError("suppress only what it names")
