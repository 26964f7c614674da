class RegistryMeta(type):
    registry = {}
    def __new__(mcls, name, bases, ns, **kw):
        print(f"meta new {name} bases={[b.__name__ for b in bases]} kw={kw}")
        cls = super().__new__(mcls, name, bases, ns)
        if not ns.get("abstract", False):
            mcls.registry[name.lower()] = cls
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.tag = kw.get("tag", name[:2])
    def __call__(cls, *args, **kwargs):
        print(f"creating {cls.__name__}{args}")
        return super().__call__(*args, **kwargs)
    def __repr__(cls):
        return f"<class {cls.__name__} tag={cls.tag}>"
    def __len__(cls):
        return len(cls.fields) if hasattr(cls, "fields") else 0
    def __iter__(cls):
        return iter(getattr(cls, "fields", ()))
    def __getitem__(cls, key):
        return f"{cls.__name__}[{key}]"

class Shape(metaclass=RegistryMeta):
    abstract = True
    fields = ()
    def __init__(self, *vals):
        for f, v in zip(self.fields, vals):
            setattr(self, f, v)
    def __repr__(self):
        args = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.fields)
        return f"{type(self).__name__}({args})"

class Circle(Shape, tag="ci"):
    fields = ("r",)
    def area(self):
        return round(3.14159 * self.r ** 2, 3)

class Rect(Shape):
    fields = ("w", "h")
    def area(self):
        return self.w * self.h

class Square(Rect, tag="sq"):
    def __init__(self, s):
        super().__init__(s, s)

print(sorted(RegistryMeta.registry))
print(Circle, Rect, Square, type(Circle).__name__)
shapes = [Circle(2), Rect(3, 4), Square(5)]
print(shapes)
print([s.area() for s in shapes])
print(len(Rect), list(Square), Circle["int"], len(Shape))
print(RegistryMeta.registry["square"] is Square, isinstance(Square, RegistryMeta))

class Base:
    subclasses = []
    def __init_subclass__(cls, /, prefix="", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.prefix = prefix
        Base.subclasses.append(cls.__name__)

class Alpha(Base, prefix="al"):
    pass
class Beta(Alpha):
    pass
class Gamma(Base, prefix="ga"):
    def __init_subclass__(cls, **kwargs):
        print("Gamma hook for", cls.__name__)
        super().__init_subclass__(**kwargs)
class Delta(Gamma, prefix="de"):
    pass
print(Base.subclasses, Alpha.prefix, Beta.prefix, Gamma.prefix, Delta.prefix)
try:
    class Bad(Base, unknown=1):
        pass
except TypeError as e:
    print("TypeError:", e)

class Singleton(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class Config(metaclass=Singleton):
    def __init__(self, v):
        self.v = v
c1 = Config(1)
c2 = Config(2)
print(c1 is c2, c2.v)

def make(name, **attrs):
    return type(name, (object,), dict(attrs, describe=lambda self: f"{name}:{sorted(attrs)}"))
K = make("K", a=1, b=2)
print(K.__name__, K().describe(), K.a, K.__bases__, K.__qualname__)

class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("prepare", name)
        return {"_order": []}
    def __new__(mcls, name, bases, ns):
        ns["_fields"] = [k for k in ns if not k.startswith("_")]
        return super().__new__(mcls, name, bases, dict(ns))
class Rec(metaclass=Ordered):
    z = 1
    a = 2
    def m(self): pass
print(Rec._fields)
