class Temperature:
    __slots__ = ("_c",)
    def __init__(self, c=0.0):
        self.celsius = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"{v} below absolute zero")
        self._c = float(v)
    @celsius.deleter
    def celsius(self):
        print("reset")
        self._c = 0.0
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9
    def __repr__(self):
        return f"Temperature({self._c:.2f})"

t = Temperature(25)
print(t, t.fahrenheit)
t.fahrenheit = 212
print(t, t.celsius)
del t.celsius
print(t)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.kelvin = 5
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(t, "__dict__"), Temperature.__slots__, type(Temperature.celsius).__name__, Temperature.celsius.fset is not None)

class Base:
    __slots__ = ("a",)
class Child(Base):
    __slots__ = ("b",)
class Loose(Base):
    pass
c = Child()
c.a, c.b = 1, 2
print(c.a, c.b, hasattr(c, "__dict__"))
l = Loose()
l.z = 9
print(l.__dict__, hasattr(l, 'a'))
try:
    Child().a
except AttributeError as e:
    print("AttributeError:", e)

class ReadOnly:
    def __init__(self, v):
        self._v = v
    v = property(lambda self: self._v, doc="the value")
r = ReadOnly(3)
try:
    r.v = 4
except AttributeError as e:
    print("AttributeError:", e)
try:
    del r.v
except AttributeError as e:
    print("AttributeError:", e)
print(ReadOnly.v.__doc__, r.v)

class Sub(Temperature):
    __slots__ = ()
    @property
    def celsius(self):
        return round(super().celsius)
    @celsius.setter
    def celsius(self, v):
        Temperature.celsius.fset(self, v + 0.4)
s = Sub(20)
print(s.celsius, s._c, s.fahrenheit)
