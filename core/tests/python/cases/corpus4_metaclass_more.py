class Registry(type):
    plugins = {}
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.plugins[kw.get("key", name.lower())] = cls
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.tag = kw.get("key", "-")
    def __call__(cls, *a, **k):
        print("creating", cls.__name__)
        return super().__call__(*a, **k)
    def __repr__(cls):
        return f"<plugin {cls.__name__}>"
    def __len__(cls):
        return len(cls.plugins)
class Base(metaclass=Registry):
    pass
class Json(Base, key="json"):
    pass
class Yaml(Base):
    def __init__(self, x=0):
        self.x = x
print(sorted(Registry.plugins), Json.tag, Yaml.tag, repr(Json), len(Base), type(Json).__name__, Yaml(3).x)
class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("prepare", name)
        return {"injected": True}
    def __new__(mcls, name, bases, ns):
        ns["fields"] = [k for k in ns if not k.startswith("__")]
        return super().__new__(mcls, name, bases, ns)
class Rec(metaclass=Ordered):
    b = 1
    a = 2
    def m(self): pass
print(Rec.fields, Rec.injected)
class Plugin:
    subclasses = []
    def __init_subclass__(cls, /, prefix="", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.prefix = prefix
        Plugin.subclasses.append(cls.__name__)
class A(Plugin, prefix="a_"):
    pass
class B(A):
    pass
print(Plugin.subclasses, A.prefix, B.prefix)
try:
    class C(Plugin, bogus=1):
        pass
except TypeError as e:
    print("TypeError:", e)
class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"
print(Box[int], Box["x"], list[int], dict[str, list[int]], tuple[int, ...], type(list[int]).__name__)
print(list[int]([1, 2]), list[int].__origin__, dict[str, int].__args__)
Dyn = type("Dyn", (object,), {"x": 5, "hello": lambda self: f"hi {self.x}"})
print(Dyn().hello(), Dyn.__name__, Dyn.__bases__, Dyn.__mro__)
class Singleton(type):
    _inst = {}
    def __call__(cls, *a):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a)
        return cls._inst[cls]
class Config(metaclass=Singleton):
    def __init__(self, v):
        self.v = v
print(Config(1).v, Config(2).v, Config(1) is Config(3))
class Meta(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")
    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")
class Duck(metaclass=Meta):
    pass
class Mallard:
    quack = True
print(isinstance(Mallard(), Duck), isinstance(1, Duck), issubclass(Mallard, Duck))
print(type(type), type(int), isinstance(Json, type), Registry.__mro__, Json.__class__.__class__)
class WithNew:
    def __new__(cls, *args):
        print("new", args)
        inst = super().__new__(cls)
        inst.made = True
        return inst
    def __init__(self, a, b=2):
        print("init", a, b)
w = WithNew(1)
print(w.made)
class NotInit:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never")
print(NotInit())
class Abstractish:
    def __init_subclass__(cls):
        missing = [m for m in ("run",) if not callable(getattr(cls, m, None))]
        if missing:
            raise TypeError(f"{cls.__name__} missing {missing}")
try:
    class Bad(Abstractish):
        pass
except TypeError as e:
    print("TypeError:", e)
