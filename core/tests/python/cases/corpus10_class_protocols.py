import abc
class Acct:
    __count = 0
    def __init__(self):
        Acct.__count += 1
        self.__secret = "s"
    def reveal(self): return self.__secret, Acct.__count
a = Acct()
print(a.reveal(), a._Acct__secret, "_Acct__count" in Acct.__dict__, hasattr(a, "__secret"))
class Sub(Acct):
    def peek(self):
        try:
            return self.__secret
        except AttributeError as e:
            return str(e)
print(Sub().peek())
class Dirful:
    def __dir__(self): return ["b", "a", "c"]
print(dir(Dirful()))
class EvenMeta(type):
    def __instancecheck__(cls, obj): return isinstance(obj, int) and obj % 2 == 0
    def __subclasscheck__(cls, sub): return sub is bool
    def __iter__(cls): return iter(range(3))
    def __contains__(cls, x): return x == "magic"
    def __getitem__(cls, k): return f"{cls.__name__}[{k}]"
    def __len__(cls): return 42
    def __bool__(cls): return False
class Even(metaclass=EvenMeta): pass
print(isinstance(4, Even), isinstance(3, Even), issubclass(bool, Even), issubclass(int, Even), list(Even), "magic" in Even, Even[1], len(Even), bool(Even))
class Sized(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented
print(issubclass(list, Sized), issubclass(int, Sized), isinstance("x", Sized))
class Duck(abc.ABC): pass
Duck.register(str)
print(isinstance("q", Duck), issubclass(str, Duck), issubclass(bytes, Duck))
from collections.abc import Iterable, Mapping, Sequence, MutableMapping, Hashable, Callable, Iterator, Generator
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterable), isinstance(It(), Iterator), isinstance({}, Mapping), isinstance([], Sequence), isinstance((), MutableMapping), isinstance([], Hashable), isinstance(len, Callable), isinstance((x for x in []), Generator))
class MyMap(Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __len__(self): return len(self.d)
    def __iter__(self): return iter(self.d)
m = MyMap({"a": 1, "b": 2})
print(dict(m), m.get("z", 0), "a" in m, list(m.items()), m == {"a": 1, "b": 2}, list(m.keys()), list(m.values()))
try:
    class Incomplete(Mapping): pass
    Incomplete()
except TypeError as e:
    print(e)
def swap_class(cls):
    class Wrapped(cls):
        def extra(self): return "extra"
    Wrapped.__name__ = cls.__name__
    Wrapped.__qualname__ = cls.__qualname__
    return Wrapped
@swap_class
class Orig:
    def base(self): return "base"
o = Orig()
print(o.base(), o.extra(), type(o).__name__, type(o).__mro__[1].__name__)
class Order:
    class D:
        def __init__(self, tag): self.tag = tag
        def __set_name__(self, owner, name): print("set_name", self.tag, name, owner.__name__)
    first = D(1)
    second = D(2)
class WithKw(type):
    def __new__(m, name, bases, ns, **kw):
        print("meta kw", sorted(kw))
        return super().__new__(m, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
class UsesKw(metaclass=WithKw, flag=True, level=3): pass
class Base2:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)
class Child(Base2, metaclass=WithKw, x=1): pass
class ClassGetattr(type):
    def __getattr__(cls, name): return f"dyn_{name}"
class CG(metaclass=ClassGetattr):
    real = 1
print(CG.real, CG.anything, getattr(CG, "other"))
