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
        print("deleting"); del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.fahrenheit = 212; print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
try:
    t.kelvin = 3
except AttributeError as e:
    print(e)
try:
    t.__dict__
except AttributeError as e:
    print(e)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print(e)
class RO:
    @property
    def x(self): return 1
try:
    RO().x = 2
except AttributeError as e:
    print(e)
try:
    del RO().x
except AttributeError as e:
    print(e)
class A:
    __slots__ = ("a",)
class B(A):
    __slots__ = ("b",)
class C(B):
    pass
c = C(); c.a = 1; c.b = 2; c.z = 3
print(c.a, c.b, c.z, C.__slots__ if hasattr(C, "__slots__") else "-", B.__slots__, hasattr(B(), "__dict__"), "z" in c.__dict__)
try:
    A().a
except AttributeError as e:
    print(e)
print(type(A.a).__name__, A.a.__name__ if hasattr(A.a, "__name__") else "")
class P:
    def __init__(self): self._x = 0
    def getx(self): return self._x
    def setx(self, v): self._x = v
    x = property(getx, setx, doc="the x")
p = P(); p.x = 5; print(p.x, P.x.__doc__, P.x.fget.__name__, isinstance(P.x, property))
class Base:
    @property
    def val(self): return "base"
class Der(Base):
    @Base.val.getter
    def val(self): return "derived " + super().val
print(Der().val)
class Counter:
    count = 0
    def __init__(self):
        type(self).count += 1
        self.count_local = Counter.count
a, b = Counter(), Counter()
print(Counter.count, a.count, b.count_local)
a.count = 100; print(a.count, Counter.count, b.count)
class WithClassProp:
    _reg = []
    @classmethod
    def register(cls, x): cls._reg.append(x); return cls
    @staticmethod
    def helper(y): return y * 2
print(WithClassProp.register(1).register(2)._reg, WithClassProp().helper(4))
