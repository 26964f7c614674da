class Typed:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        print(f"set_name {owner.__name__}.{name}")
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.private, value)
    def __delete__(self, obj):
        print("deleting", self.name)
        delattr(obj, self.private)
class NonData:
    def __get__(self, obj, objtype=None):
        return "from descriptor"
class Item:
    name = Typed(str, "?")
    qty = Typed(int, 0)
    label = NonData()
    def __init__(self, name, qty):
        self.name = name
        self.qty = qty
it = Item("bolt", 5)
print(it.name, it.qty, Item.name.__class__.__name__, it.label, vars(it))
it.label = "instance wins"
print(it.label)
try:
    it.qty = "many"
except TypeError as e:
    print("TypeError:", e)
del it.qty
print(it.qty)
class Lazy:
    def __init__(self, func):
        self.func = func
        self.__doc__ = func.__doc__
    def __set_name__(self, owner, name):
        self.attr = name
    def __get__(self, obj, cls):
        if obj is None:
            return self
        val = self.func(obj)
        obj.__dict__[self.attr] = val
        return val
class Circle:
    def __init__(self, r):
        self.r = r
    @Lazy
    def area(self):
        "computed once"
        print("computing area")
        return round(3.14159 * self.r ** 2, 3)
c = Circle(2)
print(c.area, c.area, Circle.area.__doc__)
class Temp:
    def __init__(self):
        self._c = 0.0
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    @celsius.deleter
    def celsius(self):
        print("reset")
        self._c = 0.0
    fahrenheit = property(lambda self: self._c * 9 / 5 + 32, doc="F view")
t = Temp()
t.celsius = 100
print(t.celsius, t.fahrenheit, Temp.fahrenheit.__doc__, type(Temp.celsius).__name__)
del t.celsius
print(t.celsius)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
class Counter:
    count = 0
    @classmethod
    def make(cls):
        cls.count += 1
        return cls()
    @staticmethod
    def helper(x):
        return x * 2
class Sub(Counter):
    pass
Sub.make(); Sub.make(); Counter.make()
print(Counter.count, Sub.count, Sub.helper(4), Counter().helper(1), type(Counter.__dict__["make"]).__name__)
class Meth:
    def m(self):
        return self
mm = Meth()
print(mm.m.__self__ is mm, mm.m.__func__ is Meth.m, Meth.m.__qualname__, mm.m == mm.m, mm.m is mm.m)
class Getattr:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        if name.startswith("x"):
            return name.upper()
        raise AttributeError(f"no {name}")
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value)
    def __delattr__(self, name):
        print("del", name)
        object.__delattr__(self, name)
g = Getattr()
print(g.real, g.xyz, getattr(g, "nope", "dflt"), hasattr(g, "xa"), hasattr(g, "b"))
del g.real
print(hasattr(g, "real"))
class Ga:
    def __getattribute__(self, name):
        if name == "secret":
            return 42
        return super().__getattribute__(name)
print(Ga().secret, type(Ga()).__name__)
