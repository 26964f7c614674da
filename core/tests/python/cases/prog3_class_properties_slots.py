class Temperature:
    def __init__(self, celsius=0.0):
        self._c = celsius
    @property
    def celsius(self):
        "Temperature in C."
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    @celsius.deleter
    def celsius(self):
        print("resetting")
        self._c = 0.0
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
del t.celsius
print(t.celsius, Temperature.celsius.__doc__)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del t.fahrenheit
except AttributeError as e:
    print(type(e).__name__, e)

class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
v = Vec(1, 2)
try:
    v.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Vec.__new__(Vec).x
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(v, "__dict__"), Vec.__slots__, type(Vec.x).__name__)
class Vec3(Vec):
    __slots__ = ("z",)
v3 = Vec3(1, 2); v3.z = 9
print(v3.x, v3.z, hasattr(v3, "__dict__"))
class Loose(Vec):
    pass
l = Loose(0, 0); l.extra = 5
print(l.extra, l.x, "extra" in vars(l))

class Account:
    _count = 0
    def __init__(self, owner):
        Account._count += 1
        self.owner = owner
    @classmethod
    def count(cls):
        return cls._count
    @staticmethod
    def valid_name(n):
        return n.isalpha()
Account("a"); Account("b")
print(Account.count(), Account.valid_name("x1"), Account("c").count())
class P:
    x = property(lambda self: 42)
print(P().x, type(P.__dict__["x"]).__name__, P.x.fset is None)
class Lazy:
    def __getattr__(self, name):
        if name.startswith("auto_"):
            return name[5:]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
lz = Lazy()
print(lz.auto_thing, getattr(lz, "missing", "dflt"))
try:
    lz.missing
except AttributeError as e:
    print(e)
