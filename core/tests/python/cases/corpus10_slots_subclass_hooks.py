class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
p = Point(1, 2)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(p, "__dict__"), Point.__slots__)
class P3(Point):
    __slots__ = ("z",)
q = P3(1, 2); q.z = 3
print(q.x, q.z, hasattr(q, "__dict__"))
class Loose(Point):
    pass
lz = Loose(0, 0); lz.extra = 1
print(lz.extra, lz.x)
e = Point.__new__(Point)
try:
    e.x
except AttributeError as ex:
    print("AttributeError:", ex)

class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls
class Alpha(Plugin): pass
class Beta(Plugin, name="b"): pass
class Gamma(Beta): pass
print(sorted(Plugin.registry), Gamma.plugin_name, Beta.plugin_name)
try:
    class Bad(Plugin, unknown=1): pass
except TypeError as e:
    print("TypeError:", e)

class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        cls.fields = [k for k in ns if not k.startswith("_") and k != "created_by"]
        return cls
    def __call__(cls, *a, **k):
        print("Meta.__call__", cls.__name__, a)
        return super().__call__(*a, **k)
    def __repr__(cls):
        return f"<class {cls.__name__} via Meta>"
    def __len__(cls):
        return len(cls.fields)
class Model(metaclass=Meta):
    a = 1
    b = 2
    def __init__(self, v): self.v = v
class Sub(Model):
    c = 3
m = Sub(5)
print(Model.fields, Sub.fields, Sub.created_by, type(Sub).__name__, repr(Sub), len(Model), m.v, isinstance(Sub, Meta))

class Singleton(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class Config(metaclass=Singleton):
    def __init__(self): self.data = {}
c1, c2 = Config(), Config()
c1.data["k"] = 1
print(c1 is c2, c2.data)

class OrderedMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("prepare", name)
        return {"injected": True}
class WithPrep(metaclass=OrderedMeta):
    x = 1
print(WithPrep.injected)

class Abstract:
    def __new__(cls, *a):
        if cls is Abstract:
            raise TypeError("cannot instantiate Abstract")
        return super().__new__(cls)
class Concrete(Abstract):
    def __init__(self, v): self.v = v
print(Concrete(3).v)
try:
    Abstract()
except TypeError as e:
    print(e)
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    def describe(self): return f"{type(self).__name__} with area {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
try:
    Shape()
except TypeError as e:
    print(e)
class Half(Shape): pass
try:
    Half()
except TypeError as e:
    print(e)
print(Sq(1.5).describe(), Shape.__abstractmethods__)
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B>" + super().who()
class C(A):
    def who(self): return "C>" + super().who()
class D(B, C):
    def who(self): return "D>" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
try:
    class X(A, B): pass
except TypeError as e:
    print(e)
class Cls:
    count = 0
    def __new__(cls, *a):
        cls.count += 1
        return super().__new__(cls)
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"
Cls(); Cls()
print(Cls.count, Cls[int])
