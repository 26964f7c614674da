class Typed:
    def __init__(self, typ): self.typ = typ
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.typ):
            raise TypeError(f"{self.public} must be {self.typ.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)
class Item:
    name = Typed(str)
    price = Typed(float)
    def __init__(self, name, price):
        self.name, self.price = name, price
    @property
    def label(self): return f"{self.name}: ${self.price:.2f}"
    @label.setter
    def label(self, v):
        n, p = v.split(":")
        self.name, self.price = n, float(p)
it = Item("pen", 1.5)
print(it.label, Item.name.public, type(Item.__dict__["price"]).__name__)
it.label = "ink:2.25"
print(it.label, vars(it))
try:
    it.price = 3
except TypeError as e:
    print(e)
class Lazy:
    def __init__(self, fn): self.fn = fn
    def __get__(self, obj, cls):
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v
class Data:
    @Lazy
    def expensive(self):
        print("computing"); return 42
d = Data()
print(d.expensive, d.expensive, "expensive" in vars(d))
class RO:
    @property
    def x(self): return 1
try:
    RO().x = 5
except AttributeError as e:
    print(e)
print(property.__name__, Item.label.fget.__name__, Item.label.__doc__)
class Meta(type):
    def __getattr__(cls, name): return f"meta-{name}"
class Q(metaclass=Meta): pass
print(Q.anything)
class G:
    def __getattr__(self, n): return n.upper()
    def __getattribute__(self, n):
        if n == "secret": raise AttributeError(n)
        return object.__getattribute__(self, n)
print(G().hello, G().secret)
class Temp:
    def __init__(self): self._c = 0
    def _get(self): return self._c
    def _set(self, v): self._c = v
    def _del(self): print("deleting c"); self._c = None
    c = property(_get, _set, _del, "the temperature")
t = Temp(); t.c = 5
del t.c
print(t.c, Temp.c.__doc__, Temp.c.fdel is not None)
class Guarded:
    def __delattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(f"cannot delete {name}")
        print("del", name)
        object.__delattr__(self, name)
g = Guarded(); g.x = 1; g._y = 2
del g.x
try:
    del g._y
except AttributeError as e:
    print(e, vars(g))
class Field:
    def __get__(self, o, t=None): return o.__dict__.get("f", "unset") if o else self
    def __set__(self, o, v): o.__dict__["f"] = v
    def __delete__(self, o): print("field delete"); o.__dict__.pop("f", None)
class H:
    f = Field()
h = H(); h.f = 3
print(h.f); del h.f; print(h.f)
try:
    del RO().x
except AttributeError as e:
    print(e)
class Doc:
    "Doc string."
class NoDoc(Doc): pass
print(Doc.__doc__, NoDoc.__doc__)
