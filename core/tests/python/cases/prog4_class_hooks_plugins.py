# class machinery: __init_subclass__, __set_name__, __class_getitem__, metaclass, descriptors
class Field:
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, None)
    def __set__(self, obj, value):
        if not isinstance(value, (int, float)):
            raise TypeError(f"{self.name} must be a number, got {type(value).__name__}")
        setattr(obj, self.private, value)
    def __repr__(self):
        return f"<Field {self.name}>"

class Registry(type):
    plugins = {}
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.plugins[kw.get("key", name.lower())] = cls
        return cls
    def __call__(cls, *args, **kwargs):
        inst = super().__call__(*args, **kwargs)
        inst.created_by = cls.__name__
        return inst
    def __repr__(cls):
        return f"<plugin class {cls.__name__}>"

class Plugin(metaclass=Registry):
    def __init_subclass__(cls, /, priority=0, **kw):
        super().__init_subclass__()
        cls.priority = priority
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"

class Csv(Plugin, key="csv", priority=2):
    width = Field()
    height = Field()
    def __init__(self, w, h):
        self.width, self.height = w, h

class Json(Plugin, priority=5):
    pass

print(sorted(Registry.plugins), Registry.plugins["csv"], Csv.priority, Json.priority)
c = Csv(3, 4.5)
print(c.width, c.height, c.created_by, Csv._fields, Csv.width, vars(c))
try:
    c.width = "wide"
except TypeError as e:
    print("TypeError:", e)
print(Plugin[int], Csv[str], type(Csv).__name__, isinstance(Csv, Registry))

class Lazy:
    def __init__(self):
        self.loaded = {"a": 1}
    def __getattr__(self, name):
        if name.startswith("x_"):
            return name[2:].upper()
        raise AttributeError(f"no {name!r}")
lz = Lazy()
print(lz.loaded, lz.x_hello, getattr(lz, "missing", "dflt"), hasattr(lz, "x_"))

class Audited:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __setattr__(self, k, v):
        self.log.append(k)
        object.__setattr__(self, k, v)
    def __delattr__(self, k):
        self.log.append("-" + k)
        object.__delattr__(self, k)
a = Audited(); a.x = 1; a.y = 2; del a.x
print(a.log, vars(a))

class Temp:
    def __init__(self): self._c = 0
    @property
    def celsius(self): return self._c
    @celsius.setter
    def celsius(self, v): self._c = round(v, 2)
    @celsius.deleter
    def celsius(self): self._c = None
    fahrenheit = property(lambda s: s._c * 9 / 5 + 32, doc="F")
t = Temp(); t.celsius = 21.456; print(t.celsius, t.fahrenheit, Temp.fahrenheit.__doc__)
del t.celsius; print(t.celsius)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)
class Base:
    @classmethod
    def make(cls): return cls.__name__
    @staticmethod
    def util(x): return x * 2
class Child(Base):
    @classmethod
    def make(cls): return "child:" + super().make()
print(Child.make(), Child().util(4), Base.make())
print(Child.__qualname__, Child.__module__, Child.__bases__, Child.__mro__[-1])
