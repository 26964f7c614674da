class PluginMeta(type):
    registry = {}
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.registry[name.lower()] = cls
        return cls
    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.created_by = "meta"
        return inst
    def __repr__(cls):
        return f"<plugin {cls.__name__}>"
class Plugin(metaclass=PluginMeta):
    def run(self): return type(self).__name__
class Alpha(Plugin): pass
class Beta(Plugin):
    def __init__(self, x=1): self.x = x
print(PluginMeta.registry, Alpha().run(), Beta(5).x, Beta().created_by, type(Alpha), isinstance(Alpha, PluginMeta))
class Shape:
    subclasses = []
    def __init_subclass__(cls, sides=0, **kw):
        super().__init_subclass__(**kw)
        cls.sides = sides
        Shape.subclasses.append(cls.__name__)
class Tri(Shape, sides=3): pass
class Sq(Shape, sides=4): pass
print(Shape.subclasses, Tri.sides, Sq.sides)
class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item.__name__ if isinstance(item, type) else item}]"
print(Box[int], Box["x"], list[int], dict[str, list[int]], tuple[int, ...])
class Singleton:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v): self.v = v
a, b = Singleton(1), Singleton(2)
print(a is b, a.v)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
s = Slotted()
try:
    print(s.b)
except AttributeError as e:
    print(e)
print(Slotted.__slots__, hasattr(s, "__dict__"), [n for n in dir(s) if not n.startswith("__")])
class Ordered:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"O{self.v}"
import functools
Ordered = functools.total_ordering(Ordered)
print(Ordered(1) <= Ordered(2), Ordered(3) >= Ordered(4), sorted([Ordered(2), Ordered(1)]))
Dyn = type("Dyn", (Ordered,), {"extra": lambda self: self.v * 10})
print(Dyn(4).extra(), Dyn.__mro__[1].__name__, Dyn.__name__)
class Account:
    count = 0
    def __init__(self): Account.count += 1; self.id = Account.count
    @classmethod
    def total(cls): return cls.count
    def __del__(self): pass
accs = [Account() for _ in range(3)]
print(Account.total(), [a.id for a in accs], Account.__dict__["total"].__func__.__name__)
