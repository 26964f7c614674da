class Typed:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.public} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print("deleting", self.public)
        delattr(obj, self.name)

class Person:
    name = Typed(str, "anon")
    age = Typed(int, 0)
    def __init__(self, name=None, age=None):
        if name is not None: self.name = name
        if age is not None: self.age = age

p = Person("Ann", 30)
print(p.name, p.age, Person().name, type(Person.age).__name__, Person.age.public)
try:
    p.age = "old"
except TypeError as e:
    print(e)
del p.age
print(p.age, sorted(vars(p)))

class Temperature:
    def __init__(self, c=0.0):
        self._c = c
    @property
    def celsius(self):
        "Temp in C."
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
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

t = Temperature(25)
print(t.celsius, t.fahrenheit, Temperature.celsius.__doc__)
t.celsius = 100
print(t.fahrenheit)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
del t.celsius
print(t.celsius)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, cls):
        if obj is None:
            return self
        val = self.fn(obj)
        obj.__dict__[self.fn.__name__] = val
        return val

class Data:
    calls = 0
    @Lazy
    def expensive(self):
        Data.calls += 1
        return sum(range(100))
d = Data()
print(d.expensive, d.expensive, Data.calls, "expensive" in d.__dict__)

class NonData:
    def __get__(self, obj, cls):
        return "from descriptor"
class DataDesc:
    def __get__(self, obj, cls):
        return "data descriptor"
    def __set__(self, obj, v):
        raise AttributeError("read-only")
class Host:
    nd = NonData()
    dd = DataDesc()
h = Host()
h.__dict__["nd"] = "instance wins"
h.__dict__["dd"] = "instance loses"
print(h.nd, h.dd, Host.nd)
try:
    h.dd = 5
except AttributeError as e:
    print(e)

class Meth:
    def f(self): return self
m = Meth()
bound = m.f
print(bound() is m, bound.__func__ is Meth.f)
class Ro:
    __slots__ = ("a",)
print(type(Ro.a).__name__)
class WithGetattr:
    def __init__(self): self.real = 1
    def __getattr__(self, name):
        if name.startswith("x"):
            return name * 2
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
w = WithGetattr()
print(w.real, w.xy, getattr(w, "nope", "default"), hasattr(w, "xz"))
try:
    w.nope
except AttributeError as e:
    print(e)
class Logged:
    def __getattribute__(self, name):
        if name == "secret":
            return "intercepted"
        return object.__getattribute__(self, name)
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value * 2)
    def __delattr__(self, name):
        print("del", name)
        object.__delattr__(self, name)
lg = Logged()
lg.v = 5
print(lg.v, lg.secret)
del lg.v
print(hasattr(lg, "v"))
