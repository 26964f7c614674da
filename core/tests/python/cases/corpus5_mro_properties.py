class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
        super().__init__()
class Named(Base):
    def __init__(self, name, **kw):
        print("Named.__init__", name)
        self.name = name
        super().__init__(**kw)
class Aged(Base):
    def __init__(self, age, **kw):
        print("Aged.__init__", age)
        self.age = age
        super().__init__(**kw)
class Person(Named, Aged):
    def __init__(self, **kw):
        print("Person.__init__")
        super().__init__(**kw)
p = Person(name="ann", age=30, extra=1)
print(p.name, p.age, [c.__name__ for c in Person.__mro__])
class Temperature:
    def __init__(self, c=0.0):
        self.celsius = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"{v} is below absolute zero")
        self._c = float(v)
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.fahrenheit = 212
print(t.celsius, round(t.fahrenheit, 6))
try:
    t.celsius = -300
except ValueError as e:
    print(e)
del t.celsius
print(hasattr(t, "_c"))
try:
    t.celsius
except AttributeError as e:
    print("AttributeError", e)
class ReadOnly:
    @property
    def value(self):
        return 42
r = ReadOnly()
try:
    r.value = 1
except AttributeError as e:
    print(e)
try:
    del r.value
except AttributeError as e:
    print(e)
print(type(ReadOnly.value).__name__, ReadOnly.value.fget(r), ReadOnly.value.fset)
class Lazy:
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:].upper()
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
lz = Lazy()
print(lz.get_thing(), getattr(lz, "get_x")(), hasattr(lz, "other"))
try:
    lz.other
except AttributeError as e:
    print(e)
class Tracker:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __setattr__(self, k, v):
        self.log.append(k)
        object.__setattr__(self, k, v)
    def __delattr__(self, k):
        self.log.append("-" + k)
        object.__delattr__(self, k)
tr = Tracker()
tr.a = 1; tr.b = 2; del tr.a
print(tr.log, vars(tr))
class Parent:
    def greet(self):
        return f"Hello from {self.who()}"
    def who(self):
        return "Parent"
    @classmethod
    def create(cls):
        return cls()
class Kid(Parent):
    def who(self):
        return "Kid"
    def greet(self):
        return super().greet() + "!"
print(Kid().greet(), Parent.create().greet(), type(Kid.create()).__name__, super(Kid, Kid()).who())
print(Kid.__bases__, Kid.__base__.__name__, Kid.__subclasses__() == [], Parent.__subclasses__(), issubclass(Kid, (int, Parent)))
