import inspect
class Base:
    """Base doc."""
    cls_attr = 1
    def __init__(self, a, b=2, *args, c, d=4, **kw):
        self.a = a
        self.b = b
    def method(self): return "m"
    @staticmethod
    def smeth(x): return x
    @classmethod
    def cmeth(cls): return cls.__name__
    @property
    def prop(self): return self.a
    class Inner:
        def deep(self): pass

class Derived(Base):
    extra = "e"
    def method(self): return "dm"

obj = Derived(1, c=3)
print(vars(obj), obj.__dict__, sorted(vars(Derived).keys() - {"__module__", "__doc__"}))
print([c.__name__ for c in Derived.__mro__], Derived.__bases__, Derived.__base__.__name__, Base.__subclasses__())
print(Base.Inner.deep.__qualname__, Base.Inner.__qualname__, Derived.method.__qualname__, Base.smeth.__qualname__)
print(Derived.__name__, Derived.__module__, Base.__doc__, Derived.__doc__, type(obj).__name__, obj.__class__.__qualname__)
print(getattr(obj, "a"), getattr(obj, "zzz", "dflt"), hasattr(obj, "prop"), hasattr(obj, "nope"))
setattr(obj, "new", 5); delattr(obj, "b")
print(sorted(obj.__dict__), obj.new)
print([n for n in dir(obj) if not n.startswith("_")])
print("method" in dir(Derived), "__init__" in dir(obj), "a" in dir(Derived))
print(isinstance(obj, Base), issubclass(Derived, (int, Base)), issubclass(bool, int), type(obj) is Derived, isinstance(Derived, type))
print(callable(obj), callable(Base), callable(obj.method), inspect.isclass(Base), inspect.isfunction(Base.method), inspect.ismethod(obj.method))
sig = inspect.signature(Base.__init__)
print(sig, list(sig.parameters), sig.parameters["b"].default, sig.parameters["args"].kind, sig.parameters["c"].kind.name)
def f(x: int, y: "str" = "q", *, z=None) -> bool:
    "doc of f"
    return True
print(inspect.signature(f), f.__annotations__, f.__defaults__, f.__kwdefaults__, f.__code__.co_argcount, f.__code__.co_varnames[:3])
print(f.__name__, f.__doc__, inspect.getdoc(Base), f.__code__.co_name, f.__code__.co_kwonlyargcount)
print(type(Base.__dict__["smeth"]).__name__, type(Base.__dict__["cmeth"]).__name__, type(Base.__dict__["prop"]).__name__)
print(obj.method.__self__ is obj, obj.method.__func__ is Derived.method, Derived.cmeth.__self__ is Derived, Base.cmeth(), obj.cmeth())
print(type(type), type(None).__name__, type(len).__name__, type(obj.method).__name__, type(f).__name__, type(lambda: 0).__name__)
print(int.__mro__, bool.__mro__, type.__mro__, object.__bases__)
print(inspect.getmro(Derived)[1].__name__, [m for m, _ in inspect.getmembers(obj) if m in ("a", "new", "prop", "method")])
print(sorted(k for k in Derived.__dict__ if not k.startswith("__")), "cls_attr" in Derived.__dict__, Derived.cls_attr)
import types
ns = types.SimpleNamespace(x=1, y=2)
ns.z = 3
print(ns, vars(ns), ns == types.SimpleNamespace(x=1, y=2, z=3))
M = type("M", (Base,), {"k": 9, "method": lambda self: "dyn"})
m = M(0, c=0)
print(M.__name__, M.__mro__[1].__name__, m.method(), m.k, M.__qualname__)
print(inspect.isgeneratorfunction(lambda: (yield)), inspect.iscoroutinefunction(f), inspect.isbuiltin(len))
print(obj.__class__.__mro__ == Derived.mro(), Base.method.__name__, getattr(Base, "__name__"))
def outer():
    def inner(): pass
    return inner
print(outer().__qualname__, outer.__code__.co_varnames)
