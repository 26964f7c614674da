class Typed:
    def __init__(self, kind, *, minimum=None):
        self.kind = kind
        self.minimum = minimum
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        try:
            return obj.__dict__[self.name]
        except KeyError:
            raise AttributeError(f"{self.name} not set") from None
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}")
        obj.__dict__[self.name] = value
    def __delete__(self, obj):
        print(f"deleting {self.name}")
        del obj.__dict__[self.name]

class Product:
    name = Typed(str)
    price = Typed((int, float).__class__ and float, minimum=0)
    qty = Typed(int, minimum=0)
    def __init__(self, name, price, qty):
        self.name, self.price, self.qty = name, price, qty

p = Product("pen", 1.5, 3)
print(p.name, p.price, p.qty, sorted(vars(p)))
for attr, val in [("qty", -1), ("qty", 2.5), ("price", 3), ("name", "ink")]:
    try:
        setattr(p, attr, val)
        print("set", attr, getattr(p, attr))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
del p.qty
try:
    p.qty
except AttributeError as e:
    print(type(e).__name__, e)
print(type(Product.qty).__name__, Product.qty.name)

class Audited:
    def __init__(self):
        object.__setattr__(self, "_log", [])
    def __setattr__(self, name, value):
        self._log.append(f"set {name}")
        super().__setattr__(name, value)
    def __delattr__(self, name):
        self._log.append(f"del {name}")
        super().__delattr__(name)
    def __getattribute__(self, name):
        if name == "secret":
            raise AttributeError("secret is hidden")
        return super().__getattribute__(name)
a = Audited()
a.x = 1; a.y = 2; del a.x
print(a._log, hasattr(a, "x"), hasattr(a, "secret"), getattr(a, "secret", "denied"))

class ReadOnly:
    __slots__ = ("_v",)
    def __init__(self, v):
        object.__setattr__(self, "_v", v)
    def __setattr__(self, n, v):
        raise AttributeError(f"cannot set {n!r}: {type(self).__name__} is read-only")
    @property
    def v(self):
        return self._v
r = ReadOnly(3)
try:
    r.v = 4
except AttributeError as e:
    print(e)
print(r.v)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, cls):
        if obj is None:
            return self
        val = self.fn(obj)
        setattr(obj, self.fn.__name__, val)
        return val
class Report:
    calls = 0
    @Lazy
    def data(self):
        Report.calls += 1
        return [1, 2, 3]
rp = Report()
print(rp.data, rp.data, Report.calls, isinstance(Report.data, Lazy))
class CM:
    @classmethod
    def make(cls):
        return cls.__name__
    @staticmethod
    def util(x):
        return x * 2
class Sub(CM):
    pass
print(Sub.make(), Sub().make(), CM.util(4), Sub().util(5), type(CM.__dict__["make"]).__name__, CM.__dict__["util"].__func__(3))
bound = p.__class__.__init__
print(bound.__name__, callable(bound), Product.__init__.__qualname__)
