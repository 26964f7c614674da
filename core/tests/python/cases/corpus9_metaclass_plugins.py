from collections import OrderedDict


class Typed:
    def __init__(self, kind, *, default=None, check=None):
        self.kind = kind
        self.default = default
        self.check = check

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.check and not self.check(value):
            raise ValueError(f"{self.name}={value!r} fails check")
        setattr(obj, self.private, value)


class PluginMeta(type):
    registry = OrderedDict()

    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = OrderedDict()
        ns["_created_order"] = []
        return ns

    def __new__(mcls, name, bases, ns, *, register=True, **kw):
        ns["_created_order"] = [k for k in ns if not k.startswith("__") and k != "_created_order"]
        cls = super().__new__(mcls, name, bases, dict(ns))
        if register and bases:
            mcls.registry[name.lower()] = cls
        return cls

    def __call__(cls, *args, **kwargs):
        inst = super().__call__(*args, **kwargs)
        inst._validated = True
        return inst

    def __repr__(cls):
        return f"<plugin {cls.__name__}>"

    def __len__(cls):
        return len(cls._created_order)


class Plugin(metaclass=PluginMeta):
    priority = Typed(int, default=0, check=lambda v: 0 <= v <= 10)
    name = Typed(str, default="unnamed")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)

    def run(self, text):
        raise NotImplementedError(type(self).__name__)

    def __repr__(self):
        vals = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({vals})"


class Upper(Plugin):
    def run(self, text):
        return text.upper()

    def extra(self):
        pass


class Reverse(Plugin):
    times = 1

    def run(self, text):
        return text[::-1]


class Abstractish(Plugin, register=False):
    pass


class Singleton(type):
    _instances = {}

    def __call__(cls, *a, **kw):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*a, **kw)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, env="dev"):
        self.env = env


print(list(PluginMeta.registry), PluginMeta.registry["upper"], len(Upper), Upper._created_order, Reverse._created_order)
plugins = [Upper(priority=3, name="up"), Reverse(priority=7), Upper()]
print(plugins, plugins[0]._validated, Plugin.priority.name, Plugin._fields, type(Upper).__name__)
for p in sorted(plugins, key=lambda p: -p.priority):
    print(p.name, p.run("Hello"))
for bad in [dict(priority="high"), dict(priority=11), dict(name=5)]:
    try:
        Upper(**bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    Abstractish().run("x")
except NotImplementedError as e:
    print("NotImplementedError:", e)
c1, c2 = Config("prod"), Config("test")
print(c1 is c2, c2.env, type(Config), isinstance(Upper, PluginMeta), Upper.__mro__)


def add_repr(cls):
    def __repr__(self):
        return f"{cls.__name__}<" + ",".join(f"{k}={v}" for k, v in sorted(vars(self).items())) + ">"
    cls.__repr__ = __repr__
    return cls


def count_calls(cls):
    orig = cls.__init__

    def __init__(self, *a, **kw):
        cls.instances = getattr(cls, "instances", 0) + 1
        orig(self, *a, **kw)
    cls.__init__ = __init__
    return cls


@add_repr
@count_calls
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


print(Point(1, 2), Point(3, 4), Point.instances, Point.__name__, Point.__init__.__name__)


class Temperature:
    def __init__(self, c):
        self.celsius = c

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
        print("  deleting celsius")
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32


t = Temperature(25)
print(t.celsius, t.fahrenheit, type(Temperature.celsius).__name__, Temperature.celsius.fset.__name__)
t.celsius = -40
print(t.fahrenheit)
try:
    t.fahrenheit = 0
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
del t.celsius
print(hasattr(t, "_c"), hasattr(t, "celsius"))


class Account:
    __slots__ = ("__balance", "owner")

    def __init__(self, owner):
        self.owner = owner
        self.__balance = 0

    def deposit(self, n):
        self.__balance += n
        return self.__balance


a = Account("z")
print(a.deposit(5), a._Account__balance, Account.__slots__, hasattr(a, "__balance"))
