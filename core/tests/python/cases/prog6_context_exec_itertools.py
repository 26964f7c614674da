import struct, sys, contextlib, io, itertools, functools, string
print(list(zip("ab", [1, 2], strict=True)))
try: list(zip("abc", [1, 2], strict=True))
except ValueError as e: print(e)
try: list(zip("a", [1, 2], strict=True))
except ValueError as e: print(e)
print("prefix_x".removeprefix("prefix_"), "x.py".removesuffix(".py"), "a1".isidentifier(), "½".isnumeric(), "½".isdecimal(), "٣".isdigit(), int("٣"), "Ⅻ".isnumeric())
print(struct.pack(">HIb", 1, 2, -3), struct.unpack("<hH", b"\xff\xff\xff\xff"), struct.calcsize("<iqd"), struct.calcsize("iqd"), struct.pack("3s", b"abcdef"), struct.unpack_from(">I", b"\0\0\0\1\0", 0))
print(list(struct.iter_unpack("<H", b"\x01\x00\x02\x00")), struct.pack("?f", True, 1.5), struct.Struct(">d").size)
class Idx:
    def __index__(self): return 2
print([0, 1, 2, 3][Idx()], bin(Idx()), range(10)[Idx():], "abcd"[:Idx()], hex(Idx()))
def f():
    try: return "try"
    finally: print("finally runs")
def g():
    try: return "try"
    finally: return "finally"
def h():
    for i in range(3):
        try: continue
        finally: print("fin", i)
print(f(), g()); h()
class CM:
    def __init__(self, name, suppress=False): self.name, self.suppress = name, suppress
    def __enter__(self): print("enter", self.name); return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev, tb is not None)
        return self.suppress
with CM("a") as a, CM("b", True) as b:
    print(a, b); raise KeyError("oops")
print("after")
try:
    with CM("c"): 1 / 0
except ZeroDivisionError as e: print("escaped", e)
buf = io.StringIO()
with contextlib.redirect_stdout(buf): print("hidden"); help_text = "x"
print(repr(buf.getvalue()))
with contextlib.suppress(KeyError, IndexError): [][1]
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try: yield name
    except ValueError as e: print("handled", e)
    finally: print(f"</{name}>")
with tag("p") as t: print("inside", t)
with tag("q"): raise ValueError("v")
with contextlib.ExitStack() as st:
    for n in "xyz": st.enter_context(tag(n))
    st.callback(print, "callback")
if (n := len("hello")) > 3: print("walrus", n)
print([y for x in range(5) if (y := x * x) > 4], y)
ns = {}; exec("def sq(x): return x * x\nz = sq(7)", ns); print(ns["z"], eval("sq(3) + 1", ns), eval("a + b", {"a": 1}, {"b": 2}))
code = compile("1 + 2", "<s>", "eval"); print(eval(code), code.co_filename)
Dyn = type("Dyn", (object,), {"greet": lambda self: f"hi from {type(self).__name__}", "x": 5}); print(Dyn().greet(), Dyn.x, Dyn.__name__, Dyn.__bases__)
class Cat:
    def speak(self): return "meow"
class Dog:
    def speak(self): return "woof"
pass
print(__name__, type(globals()).__name__, "f" in globals())
def loc(): a = 1; b = 2; return sorted(locals().items())
print(loc())
counter = 0
def bump():
    global counter
    counter += 1
bump(); bump(); print(counter)
print(list(itertools.islice(itertools.cycle("ab"), 5)), [list(t) for t in itertools.tee([1, 2], 2)], list(itertools.chain.from_iterable(["ab", "cd"])))
print(list(itertools.permutations("abc", 2))[:4], list(itertools.filterfalse(str.isdigit, "a1b2")), list(itertools.repeat("x", 3)))
print(sorted(["b10", "a2", "b9", "a10"], key=functools.cmp_to_key(lambda a, b: (a[0] > b[0]) - (a[0] < b[0]) or int(a[1:]) - int(b[1:]))))
class Fmt(string.Formatter):
    def format_field(self, value, spec):
        if spec == "money": return f"${value:,.2f}"
        return super().format_field(value, spec)
print(Fmt().format("total {0:money} for {1} ({2:>5})", 12345.678, "bob", "x"))
print(format(1234567, "n"), format(65, "c"), format(3.5, "n"), format(1e-7, ""), format(12, ""), "{:e}".format(0), "{:.0e}".format(15000), "{:g}".format(100000.0), "{:g}".format(1000000.0), "{:.3}".format(2.0), "{:#.3g}".format(2.0))
