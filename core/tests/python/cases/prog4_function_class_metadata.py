# function/class metadata, class creation errors, types helpers
def f(a, b=2, *args, c=3, **kw):
    "doc of f"
    x = 1
    return a
print(f.__defaults__, f.__kwdefaults__, f.__code__.co_argcount, f.__code__.co_varnames, f.__code__.co_kwonlyargcount, f.__doc__)
f.__defaults__ = (20,)
print(f.__code__.co_name, f.__code__.co_flags & 0x04 != 0, f.__module__)
def outer():
    def inner(): pass
    return inner
print(outer().__qualname__, outer.__qualname__, (lambda: 0).__name__, (lambda: 0).__qualname__)
T = type("T", (object,), {"x": 1, "hello": lambda self: f"hi {self.x}"})
print(T().hello(), T.__name__, T.__bases__, T.__dict__["x"])
class M1(type): pass
class M2(type): pass
class A(metaclass=M1): pass
class B(metaclass=M2): pass
try:
    class C(A, B): pass
except TypeError as e: print(e)
try:
    class S:
        __slots__ = ("x",)
        x = 5
except ValueError as e: print(e)
try:
    class D(int, str): pass
except TypeError as e: print(e)
try:
    class E(A, A): pass
except TypeError as e: print(e)
class X: pass
class Y(X): pass
try:
    class Z(X, Y): pass
except TypeError as e: print(e)
print(f.__annotations__, (lambda: 0).__defaults__)
f.custom = "attr"; print(f.custom, "custom" in f.__dict__)
class Base:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)
        super().__init_subclass__()
class Mid(Base, tag="m"):
    pass
try:
    class Bad(X, unknown=1, other=2): pass
except TypeError as e: print("TypeError", e)
class P:
    @property
    def v(self): return 1
class Q(P):
    @P.v.getter
    def v(self): return 2
print(Q().v, P().v, type(P.__dict__["v"]).__name__)
class W:
    "Widget docs"
print(W.__doc__, W().__doc__, W.__dict__.get("__doc__"))
import types
ns = types.SimpleNamespace(a=1, b=[2])
print(ns, ns.a, ns == types.SimpleNamespace(a=1, b=[2]), vars(ns))
mp = types.MappingProxyType({"k": 1})
print(mp["k"], dict(mp), len(mp))
try: mp["k"] = 2
except TypeError as e: print(e)
print(isinstance(f, types.FunctionType), isinstance(len, types.BuiltinFunctionType), types.GeneratorType)
print(type(f).__name__, type(A).__name__)
