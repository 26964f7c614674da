# object model quirks: dir, eq/hash, __new__, __prepare__, __class__ cell, exec/eval, locals
class A:
    x = 1
    def m(self): pass
print([n for n in dir(A) if not n.startswith("__")], len(dir(A())) > 20)
def f():
    try:
        print(y)
    except UnboundLocalError as e:
        print(e)
    y = 1
f()
try:
    print(zz)
except NameError as e:
    print(e)
class B:
    def __eq__(self, o): return True
print(B.__hash__, B() == 1, 1 == B(), B() != 3)
class C:
    def __init__(self): return 5
try: C()
except TypeError as e: print(e)
try: format(object(), "x")
except TypeError as e: print(e)
class V:
    def __init__(self, v): self.v=v
    def __add__(self, o): return V(self.v + (o.v if isinstance(o, V) else o))
    __radd__ = __add__
    def __repr__(self): return f"V({self.v})"
v = V(1); w = v; v += V(2); print(v, w, sum([V(1), V(2)]))
class G:
    def __getattribute__(self, n):
        if n == "secret": return 42
        return object.__getattribute__(self, n)
print(G().secret, callable(G), callable(G()))
class Single:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v): self.v = v
print(Single(1) is Single(2), Single(3).v)
class Cmp:
    def __init__(self, v): self.v = v
    def __lt__(self, o): print("lt", self.v, o.v); return self.v < o.v
print(Cmp(2) > Cmp(1))
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("prepare", name); return {"injected": 7}
class M(metaclass=Meta): pass
print(M.injected)
class X: pass
class Y: pass
pass
print(1 < 2 < 3 > 0, 1 < 2 > 3, (0 or "" or None), (1 and 2 and 3), [] or {} or 0)
def outer():
    class Inner:
        def m(self): return __class__.__name__
    return Inner().m()
print(outer())
g = {"a": 1}
exec("b = a + 1\ndef h(): return b * 10", g)
print(g["b"], g["h"](), eval("a + b", g), eval("x * 2", {}, {"x": 4}))
def loc():
    q = 5
    return sorted(locals())
print(loc())
print("a", "b", sep="-", end="!\n")
print({"x": 1}.__class__.__name__, (1).__class__, type(A.m), A.m.__name__)
import inspect
def gen(): yield 1
gi = gen(); print(inspect.getgeneratorstate(gi)); next(gi); print(inspect.getgeneratorstate(gi))
print("{a}-{b}".format_map(type("D", (dict,), {"__missing__": lambda s, k: k.upper()})(a=1)))
