class A:
    def hello(self): return ["A"]
class B(A):
    def hello(self): return ["B"] + super().hello()
class C(A):
    def hello(self): return ["C"] + super().hello()
class D(B, C):
    def hello(self): return ["D"] + super().hello()
print(D().hello(), [k.__name__ for k in D.__mro__], D.mro() == list(D.__mro__))
try:
    class X(A, B): pass
except TypeError as e: print(e)
class Meta(type):
    def __prepare__(name, bases, **kw):
        print("prepare", name); return {"injected": 1}
    def __instancecheck__(cls, inst): return hasattr(inst, "quack")
class Duck(metaclass=Meta): pass
class Robot:
    quack = True
print(isinstance(Robot(), Duck), Duck.injected, isinstance(1, Duck))
class Registry:
    plugins = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Registry.plugins[name or cls.__name__.lower()] = cls
class Csv(Registry, name="csv"): pass
class Json(Registry): pass
class Yaml(Json): pass
print({k: v.__name__ for k, v in Registry.plugins.items()})
def add_repr(cls):
    fields = list(cls.__init__.__code__.co_varnames[1:cls.__init__.__code__.co_argcount])
    def __repr__(self): return f"{cls.__name__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in fields) + ")"
    cls.__repr__ = __repr__
    return cls
@add_repr
class Point:
    def __init__(self, x, y=0): self.x = x; self.y = y
print(Point(1, "a"), [Point(2)])
class Base:
    def __eq__(self, o): return type(self) is type(o) and vars(self) == vars(o)
    __hash__ = None
class Sub(Base):
    def __init__(self, v): self.v = v
    def __hash__(self): return hash(self.v)
print(Sub(1) == Sub(1), {Sub(1), Sub(1)}.__len__(), Base.__hash__)
class Temp:
    def __init__(self): self._c = 0
    @property
    def c(self): return self._c
    @c.setter
    def c(self, v):
        if v < -273: raise ValueError("too cold")
        self._c = v
    @c.deleter
    def c(self): print("deleting"); self._c = None
    f = property(lambda self: self._c * 9 / 5 + 32, doc="fahrenheit")
t = Temp(); t.c = 100; print(t.f, Temp.f.__doc__, Temp.c.fget.__name__); del t.c; print(t.c)
try: t.c = -300
except ValueError as e: print(e)
try: t.f = 5
except AttributeError as e: print(e)
class Lazy:
    def __init__(self, fn): self.fn = fn; self.__doc__ = fn.__doc__
    def __set_name__(self, owner, name): self.attr = name
    def __get__(self, obj, cls):
        if obj is None: return self
        val = self.fn(obj); setattr(obj, self.attr, val); return val
class Data:
    @Lazy
    def expensive(self):
        "Computed once."
        print("computing"); return 42
d = Data(); print(d.expensive, d.expensive, Data.expensive.__doc__, "expensive" in vars(d))
class Money:
    __slots__ = ("amount", "cur")
    def __init__(self, amount, cur="USD"): self.amount, self.cur = amount, cur
    def __repr__(self): return f"{self.amount:.2f} {self.cur}"
    def __add__(self, o):
        if isinstance(o, Money):
            if o.cur != self.cur: raise ValueError(f"currency mismatch: {self.cur} vs {o.cur}")
            return Money(self.amount + o.amount, self.cur)
        return NotImplemented
    def __radd__(self, o): return self if o == 0 else NotImplemented
    def __lt__(self, o): return self.amount < o.amount
print(sum([Money(1), Money(2.5)]), sorted([Money(3), Money(1)]), max(Money(3), Money(7)))
try: Money(1) + 5
except TypeError as e: print(e)
try: Money(1) + Money(1, "EUR")
except ValueError as e: print(e)
try: Money(1) > 5
except (TypeError, AttributeError) as e: print(type(e).__name__, e)
try: Money(1) <= Money(2)
except TypeError as e: print(e)
print(Money(1).__slots__, hasattr(Money(1), "__dict__"))
