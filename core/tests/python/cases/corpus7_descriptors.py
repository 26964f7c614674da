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
        print(f"deleting {self.name}")
        delattr(obj, self.private)

class Lazy:
    def __init__(self, func):
        self.func = func
        self.__doc__ = func.__doc__
    def __get__(self, obj, cls):
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.func.__name__] = value
        print(f"computed {self.func.__name__}")
        return value

class Item:
    name = Typed(str, "?")
    qty = Typed(int, 0)
    price = Typed(float, 0.0)
    def __init__(self, name, qty, price):
        self.name = name
        self.qty = qty
        self.price = price
    @Lazy
    def total(self):
        "qty times price"
        return self.qty * self.price
    @property
    def label(self):
        return f"{self.name} x{self.qty}"
    @label.setter
    def label(self, v):
        n, q = v.split(" x")
        self.name, self.qty = n, int(q)
    @label.deleter
    def label(self):
        print("label deleted")

it = Item("bolt", 10, 0.25)
print(it.name, it.qty, it.price, it.total, it.total)
print(sorted(k for k in vars(it)))
print(it.label)
it.label = "nut x7"
print(it.label, it.name, it.qty)
del it.label
try:
    it.qty = "many"
except TypeError as e:
    print(e)
del it.price
print(it.price)
print(type(Item.__dict__["name"]).__name__, Item.name.private, Item.total.__doc__)
print(isinstance(Item.label, property), Item.label.fget.__name__)

class Counted:
    def __get__(self, obj, cls):
        return f"get from {cls.__name__} with {'instance' if obj is not None else 'class'}"

class A:
    c = Counted()
class B(A):
    pass
print(A.c, B.c, B().c)

class NonData:
    def __get__(self, obj, cls):
        return "descriptor"
class C:
    attr = NonData()
c = C()
print(c.attr)
c.__dict__["attr"] = "instance"
print(c.attr)

class Data(NonData):
    def __set__(self, obj, v):
        raise AttributeError("read-only")
class D:
    attr = Data()
d = D()
d.__dict__["attr"] = "instance"
print(d.attr)
try:
    d.attr = 5
except AttributeError as e:
    print("AttributeError", e)

class Meth:
    def __init__(self, f):
        self.f = f
    def __get__(self, obj, cls):
        if obj is None:
            return self.f
        import functools
        return functools.partial(self.f, obj)
class E:
    @Meth
    def hello(self, who):
        return f"hello {who} from {type(self).__name__}"
print(E().hello("world"), E.hello(E(), "x"))

class P:
    @staticmethod
    def s(x):
        return x * 2
    @classmethod
    def c(cls, x):
        return f"{cls.__name__}:{x}"
class Q(P):
    pass
print(P.s(3), Q().s(4), P.c(1), Q.c(2), Q().c(3))
print(type(P.__dict__["s"]).__name__, type(P.__dict__["c"]).__name__, P.__dict__["s"].__func__(5))
