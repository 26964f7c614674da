class Plugin:
    registry = {}
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls
class CSVPlugin(Plugin, name="csv"):
    pass
class JSONPlugin(Plugin):
    pass
class Sub(JSONPlugin, name="sub"):
    pass
print(sorted(Plugin.registry), Sub.plugin_name, JSONPlugin.plugin_name)
class Field:
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, None)
    def __set__(self, obj, value):
        print(f"set {self.name}={value!r}")
        setattr(obj, self.private, value)
class Positive(Field):
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name} must be positive, got {value}")
        super().__set__(obj, value)
class Product:
    name = Field()
    price = Positive()
    def __init__(self, name, price):
        self.name, self.price = name, price
p = Product("pen", 2)
print(p.name, p.price, Product.price.name, type(Product.name).__name__, sorted(vars(p)))
try:
    p.price = -1
except ValueError as e:
    print(e)
class Meta(type):
    instances = 0
    def __call__(cls, *a, **k):
        Meta.instances += 1
        print("creating", cls.__name__, a)
        return super().__call__(*a, **k)
    def __new__(mcls, name, bases, ns):
        ns["tag"] = name.upper()
        return super().__new__(mcls, name, bases, ns)
class Thing(metaclass=Meta):
    def __init__(self, x):
        self.x = x
t = Thing(5)
print(t.x, Thing.tag, Meta.instances, type(Thing).__name__, isinstance(Thing, Meta))
class Singleton(type):
    _inst = {}
    def __call__(cls, *a):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a)
        return cls._inst[cls]
class DB(metaclass=Singleton):
    def __init__(self, url):
        self.url = url
print(DB("a").url, DB("b").url, DB("x") is DB("y"))
class Temp:
    def __init__(self, c):
        self.c = c
    @classmethod
    def from_f(cls, f):
        return cls(round((f - 32) * 5 / 9, 2))
    @staticmethod
    def valid(c):
        return c >= -273.15
    def __repr__(self):
        return f"Temp({self.c})"
class SubTemp(Temp):
    pass
print(Temp.from_f(212), SubTemp.from_f(32), type(SubTemp.from_f(50)).__name__, Temp.valid(-300), Temp(1).valid(0))
class Slot:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
s = Slot(1)
try:
    s.z = 3
except AttributeError as e:
    print(e)
try:
    s.y
except AttributeError as e:
    print(e)
print(hasattr(s, "__dict__"), Slot.__slots__, s.x)
class Child(Slot):
    pass
c = Child(2); c.z = 9
print(c.z, hasattr(c, "__dict__"))
class A:
    def hello(self):
        return "A"
class B(A):
    def hello(self):
        return "B>" + super().hello()
class C(A):
    def hello(self):
        return "C>" + super().hello()
class D(B, C):
    def hello(self):
        return "D>" + super().hello()
print(D().hello(), [k.__name__ for k in D.__mro__])
try:
    class X(A, B):
        pass
except TypeError as e:
    print(e)
