import abc
from collections.abc import Sized, Iterable, Container, Hashable, Callable, Mapping, MutableMapping, Sequence, Set, Iterator, Generator, Collection, Reversible
class Shape(abc.ABC):
    @property
    @abc.abstractmethod
    def area(self): ...
    @abc.abstractmethod
    def name(self): ...
    @classmethod
    @abc.abstractmethod
    def make(cls): ...
    @staticmethod
    @abc.abstractmethod
    def kind(): ...
    def describe(self): return f'{self.name()} area={self.area}'
print(sorted(Shape.__abstractmethods__))
try:
    Shape()
except TypeError as e:
    print('TypeError', e)
class Half(Shape):
    def name(self): return 'half'
try:
    Half()
except TypeError as e:
    print('TypeError', e)
class Sq(Half):
    def __init__(self, s=2): self.s = s
    @property
    def area(self): return self.s ** 2
    @classmethod
    def make(cls): return cls(3)
    @staticmethod
    def kind(): return 'poly'
print(Sq().describe(), Sq.make().area, Sq.kind(), Sq.__abstractmethods__)
print(Shape.area.__isabstractmethod__, getattr(Sq.area, '__isabstractmethod__', False))
class Meta(metaclass=abc.ABCMeta):
    pass
Meta.register(int)
print(isinstance(3, Meta), issubclass(bool, Meta), issubclass(str, Meta))
class Len:
    def __len__(self): return 0
print(isinstance(Len(), Sized), isinstance(Len(), Iterable), issubclass(Len, Collection))
class Coll:
    def __len__(self): return 0
    def __iter__(self): return iter([])
    def __contains__(self, x): return False
print(issubclass(Coll, Collection), issubclass(Coll, Container), issubclass(Coll, Reversible))
class NoHash:
    __hash__ = None
print(isinstance(NoHash(), Hashable), isinstance([], Hashable), isinstance((), Hashable), isinstance(len, Callable))
@Sequence.register
class MySeq: pass
print(issubclass(MySeq, Sequence), issubclass(MySeq, Iterable), issubclass(MySeq, Mapping))
print(isinstance({}.keys(), Set), isinstance(iter([]), Iterator), isinstance((x for x in []), Generator), isinstance({}, MutableMapping))
class M(Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __len__(self): return len(self.d)
    def __iter__(self): return iter(self.d)
m = M({'a': 1, 'b': 2})
print(m.get('a'), m.get('z', 0), 'b' in m, list(m.keys()), list(m.items()), m == {'a': 1, 'b': 2}, dict(m))
try:
    class Bad(Mapping): pass
    Bad()
except TypeError as e:
    print('TypeError', e)
print(abc.get_cache_token() is not None, type(Shape).__name__, isinstance(Shape, abc.ABCMeta))
class Base(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
class Impl(Base):
    f = lambda self: 1
print(Impl().f(), Base.__abstractmethods__, Impl.__abstractmethods__)
def g(self): return 'late'
class Late(Base): pass
Late.f = g
abc.update_abstractmethods(Late)
print(Late().f())
