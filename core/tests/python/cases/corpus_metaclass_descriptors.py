class Registry(type):
    classes = {}
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.classes[name.lower()] = cls
        cls.tag = kw.get("tag", name)
        return cls
    def __call__(cls, *a, **k):
        print("creating", cls.__name__)
        return super().__call__(*a, **k)
    def __repr__(cls):
        return f"<class {cls.__name__} via Registry>"
class Plugin(metaclass=Registry):
    pass
class Csv(Plugin, tag="csv-plugin"):
    def __init__(self, n=0): self.n = n
class Json(Plugin): pass
print(Registry.classes, Csv.tag, Json.tag, type(Csv), Csv(3).n, isinstance(Csv, Registry))
class Singleton(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class Config(metaclass=Singleton):
    def __init__(self): self.v = {}
print(Config() is Config())
class Base:
    def __init_subclass__(cls, /, kind="?", **kw):
        super().__init_subclass__(**kw)
        cls.kind = kind
        print("subclass", cls.__name__, kind)
class A(Base, kind="a"): pass
class B(A): pass
print(A.kind, B.kind)
class Desc:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return getattr(obj, self.name, 0)
    def __set__(self, obj, v):
        if v < 0: raise ValueError(f"{self.name[1:]} must be >= 0")
        setattr(obj, self.name, v)
class Stock:
    qty = Desc()
    price = Desc()
s = Stock(); s.qty = 5
print(s.qty, s.price, vars(s), type(Stock.qty).__name__)
try:
    s.price = -1
except ValueError as e:
    print(e)
Dyn = type("Dyn", (object,), {"x": 1, "hello": lambda self: "hi " + str(self.x)})
print(Dyn().hello(), Dyn.__name__, type(Dyn))
class Lazy:
    def __getattr__(self, name):
        if name.startswith("get_"): return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
print(Lazy().get_foo())
try:
    Lazy().bar
except AttributeError as e:
    print(e)
class Tracked:
    def __setattr__(self, k, v):
        print("set", k, v); super().__setattr__(k, v)
    def __getattribute__(self, k):
        if k == "secret": raise AttributeError("hidden")
        return super().__getattribute__(k)
t = Tracked(); t.a = 1; print(t.a, hasattr(t, "secret"))
class Meta2(type):
    def __prepare__(name, bases): 
        print("prepare", name); return {"injected": 42}
class WithPrep(metaclass=Meta2): pass
print(WithPrep.injected)
print(type(type), type.__mro__, Registry.__mro__)
