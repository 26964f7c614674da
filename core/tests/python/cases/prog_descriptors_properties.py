class Typed:
    def __init__(self, kind, *, min_value=None):
        self.kind = kind
        self.min_value = min_value

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.min_value is not None and value < self.min_value:
            raise ValueError(f"{self.name} must be >= {self.min_value}")
        setattr(obj, self.private, value)


class LoggedAttr:
    def __init__(self):
        self.log = []

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        self.log.append(("get", self.name))
        return obj.__dict__.get(self.name, "unset")

    def __set__(self, obj, value):
        self.log.append(("set", self.name, value))
        obj.__dict__[self.name] = value

    def __delete__(self, obj):
        self.log.append(("del", self.name))
        del obj.__dict__[self.name]


class Employee:
    name = Typed(str)
    salary = Typed((int), min_value=0)
    note = LoggedAttr()

    def __init__(self, name, salary):
        self.name = name
        self.salary = salary

    @property
    def monthly(self):
        return round(self.salary / 12, 2)

    @monthly.setter
    def monthly(self, value):
        self.salary = int(value * 12)

    @monthly.deleter
    def monthly(self):
        raise AttributeError("cannot delete monthly")


e = Employee("ann", 120000)
print(e.name, e.salary, e.monthly)
e.monthly = 9000.5
print(e.salary, vars(e))
for attr, val in [("name", 5), ("salary", -1), ("salary", "lots")]:
    try:
        setattr(e, attr, val)
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
try:
    del e.monthly
except AttributeError as ex:
    print("AttributeError:", ex)
print(e.note)
e.note = "hello"
print(e.note)
del e.note
print(e.note, Employee.note.log)
print(type(Employee.name).__name__, Employee.name.name, Employee.__dict__["monthly"].fget.__name__)


class lazy:
    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, cls):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.fn.__name__] = value
        return value


class Data:
    calls = 0

    @lazy
    def expensive(self):
        Data.calls += 1
        return sum(range(1000))


d = Data()
print(d.expensive, d.expensive, Data.calls)


class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_reads", [])

    def __getattr__(self, name):
        self._reads.append(name)
        return getattr(self._target, name)

    def __setattr__(self, name, value):
        raise AttributeError(f"read-only proxy: cannot set {name!r}")


p = Proxy(e)
print(p.name, p.monthly, p._reads)
try:
    p.name = "x"
except AttributeError as ex:
    print(ex)
try:
    p.nope
except AttributeError as ex:
    print("AttributeError:", ex)


class Attrs:
    def __getattribute__(self, name):
        if name.startswith("secret"):
            raise AttributeError(f"{name} is hidden")
        return super().__getattribute__(name)


a = Attrs()
a.secret_key = 1
a.visible = 2
print(a.visible, getattr(a, "secret_key", "hidden!"))


class Const:
    __slots__ = ()
    PI = 3.14159

    def __setattr__(self, k, v):
        raise AttributeError("constant")


print(Const().PI)
class Celsius:
    def __init__(self, t=0.0):
        self._t = t
    def get(self):
        return self._t
    def set(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._t = v
    temperature = property(get, set, doc="Temperature in C")
c = Celsius()
c.temperature = 37
print(c.temperature, Celsius.temperature.__doc__)
try:
    c.temperature = -300
except ValueError as ex:
    print(ex)
