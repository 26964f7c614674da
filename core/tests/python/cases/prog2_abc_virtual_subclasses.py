"""Plugin capability checks with ABCs: register(), __subclasshook__, collections.abc structural checks."""
from abc import ABC, ABCMeta, abstractmethod, abstractproperty
import collections.abc as cabc


class Exporter(ABC):
    @abstractmethod
    def export(self, rows): ...

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Exporter:
            if any("export" in B.__dict__ and callable(B.__dict__["export"]) for B in C.__mro__):
                return True
        return NotImplemented


class CsvExporter:
    def export(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)


class JsonLines:
    def dump(self, rows):
        return "\n".join(str(list(r)) for r in rows)


class Sized3:
    def __len__(self):
        return 3


Exporter.register(JsonLines)
print(issubclass(CsvExporter, Exporter), isinstance(CsvExporter(), Exporter), issubclass(JsonLines, Exporter), issubclass(int, Exporter))
print(Exporter.__abstractmethods__, [c.__name__ for c in (CsvExporter, JsonLines) if issubclass(c, Exporter)])


class Shape(metaclass=ABCMeta):
    @property
    @abstractmethod
    def area(self): ...

    @staticmethod
    @abstractmethod
    def kind(): ...

    def describe(self):
        return f"{self.kind()} with area {self.area:.2f}"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    @property
    def area(self):
        return 3.14159 * self.r ** 2

    @staticmethod
    def kind():
        return "circle"


class HalfDone(Shape):
    @property
    def area(self):
        return 0


print(Circle(2).describe(), sorted(Shape.__abstractmethods__), sorted(HalfDone.__abstractmethods__))
try:
    HalfDone()
except TypeError as e:
    print("TypeError", e)


class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def __iter__(self):
        return iter(self.items)

    def __contains__(self, x):
        return x in self.items

    def __len__(self):
        return len(self.items)


checks = [cabc.Iterable, cabc.Container, cabc.Sized, cabc.Collection, cabc.Sequence, cabc.Hashable, cabc.Reversible, cabc.Callable]
for obj in [Bag(1, 2), Sized3(), [1], (1,), {1: 2}, "s", 5, len, iter([]), (x for x in [])]:
    print(f"{type(obj).__name__:10}", "".join("Y" if isinstance(obj, c) else "." for c in checks))
cabc.Sequence.register(Bag)
print(isinstance(Bag(), cabc.Sequence), issubclass(Bag, cabc.Reversible), cabc.Sequence in type(Bag()).__mro__)
print(issubclass(dict, cabc.MutableMapping), issubclass(frozenset, cabc.MutableSet), issubclass(str, cabc.Sequence), issubclass(bytes, cabc.ByteString))
print(isinstance({}.keys(), cabc.KeysView), isinstance({}.items(), cabc.Set), isinstance(range(3), cabc.Sequence), issubclass(memoryview, cabc.Sequence))
try:
    Exporter.register(5)
except TypeError as e:
    print("TypeError", e)
try:
    isinstance(1, 5)
except TypeError as e:
    print("TypeError", e)
