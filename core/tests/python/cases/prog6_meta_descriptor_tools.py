import abc, functools, itertools, operator, collections, contextlib, typing, inspect, types, weakref, copy
class Meta(type):
    registry = {}
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.registry[name] = kw
        return cls
    def __call__(cls, *a, **k):
        print("creating", cls.__name__)
        return super().__call__(*a, **k)
    def __repr__(cls):
        return f"<class {cls.__name__}>"
class Base(metaclass=Meta, flavor="x"):
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
class Child(Base, tag="c"):
    pass
print(Meta.registry, Child.tag, type(Child()).__name__, repr(Child), type(Child).__name__)
class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(f"{self.name[1:]} must be int, got {type(value).__name__}")
        setattr(obj, self.name, value)
class P:
    x = Typed()
    y = Typed()
    def __init__(self, x, y): self.x, self.y = x, y
p = P(1, 2); print(p.x, p.y, P.x.owner, vars(p))
try: p.x = "s"
except TypeError as e: print(e)
class Vec:
    def __init__(self, *c): self.c = c
    def __repr__(self): return f"Vec{self.c}"
    def __getitem__(self, i): return self.c[i]
    def __len__(self): return len(self.c)
    def __matmul__(self, o): return sum(a * b for a, b in zip(self, o))
    def __neg__(self): return Vec(*(-a for a in self))
    def __bool__(self): return any(self.c)
    def __iter__(self): return iter(self.c)
    def __contains__(self, v): print("contains", v); return v in self.c
    def __format__(self, spec): return "<" + ",".join(format(a, spec) for a in self.c) + ">"
    def __class_getitem__(cls, item): return f"Vec[{item.__name__}]"
v = Vec(1, 2, 3)
print(v @ v, -v, bool(Vec(0, 0)), 2 in v, f"{v:.1f}", Vec[int], list(reversed(v)), v[::-1])
class Stack(collections.abc.MutableSequence):
    def __init__(self): self._d = []
    def __getitem__(self, i): return self._d[i]
    def __setitem__(self, i, v): self._d[i] = v
    def __delitem__(self, i): del self._d[i]
    def __len__(self): return len(self._d)
    def insert(self, i, v): self._d.insert(i, v)
s = Stack(); s.extend([3, 1, 2]); s.append(5); s.reverse(); print(list(s), s.pop(), s.index(1), 3 in s, s.count(3))
s += [7]; print(list(s))
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...
    @property
    @abc.abstractmethod
    def name(self): ...
try: Shape()
except TypeError as e: print(e)
class Sq(Shape):
    def area(self): return 4
try: Sq()
except TypeError as e: print(e)
print(inspect.signature(lambda a, b=2, *c, d, **e: 0), inspect.isabstract(Shape))
def deco(f):
    @functools.wraps(f)
    def w(*a, **k): return f(*a, **k)
    return w
@deco
def hello(name: str, n: int = 1) -> str:
    "Say hi."
    return name * n
print(hello.__name__, hello.__doc__, hello.__wrapped__.__name__, typing.get_type_hints(hello), inspect.signature(hello))
class C:
    @functools.cached_property
    def val(self): print("compute"); return 42
    @staticmethod
    def s(): return "static"
    @classmethod
    def c(cls): return cls.__name__
c = C(); print(c.val, c.val, C.s(), C.c(), c.c())
print(types.SimpleNamespace(a=1, b=[2]), type(lambda: 0).__name__, types.MappingProxyType({"a": 1})["a"])
class Node:
    def __init__(self, v): self.v = v; self.children = []
    def __deepcopy__(self, memo): print("deep"); n = Node(self.v); n.children = copy.deepcopy(self.children, memo); return n
n = Node(1); n.children.append(Node(2)); m = copy.deepcopy(n); print(m.children[0].v, m is n)
r = weakref.ref(n); print(r() is n); del n; import gc; gc.collect(); print(r())
print(operator.itemgetter(1, 0)("ab"), operator.attrgetter("v")(m), operator.methodcaller("upper")("x"))
print(list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)), list(itertools.pairwise("abcd")))
print(list(itertools.groupby("aabbbc")) and [(k, len(list(g))) for k, g in itertools.groupby("aabbbc")])
print(list(itertools.zip_longest("ab", "xyz", fillvalue="-")), list(itertools.islice(itertools.count(5, 2), 3)))
print(list(itertools.product("ab", repeat=2)), list(itertools.combinations_with_replacement("ab", 2)), list(itertools.starmap(max, [(1, 2)])))
print(list(itertools.compress("abc", [1, 0, 1])), list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(functools.reduce(lambda a, b: a * b, range(1, 6)), functools.partial(int, base=2)("101"))
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
@functools.singledispatch
def show(x): return "obj"
@show.register
def _(x: int): return "int"
@show.register(list)
def _(x): return "list"
print(show(1), show([]), show("s"), show(True))
