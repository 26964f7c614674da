# Library code that walks a class's MRO works on built-in types too.
import abc
import collections.abc as cabc
import copy
import dataclasses
import enum
import fractions
import functools
import inspect
import pprint
import statistics
import typing

print(issubclass(int, cabc.Hashable), issubclass(list, cabc.Hashable))
print(issubclass(list, cabc.Sequence), issubclass(dict, cabc.Mapping), issubclass(int, cabc.Sized))
print(isinstance(3, cabc.Hashable), isinstance([], cabc.Iterable), isinstance({}, cabc.Iterable))


class MyDict(dict):
    pass


print(issubclass(MyDict, cabc.MutableMapping), isinstance(MyDict(), cabc.Hashable))


class Color(enum.IntEnum):
    RED = 1
    GREEN = 2


print(Color.RED, Color.GREEN + 1, Color(2), Color.__mro__[-1] is object)


class Flags(str, enum.Enum):
    A = "a"


print(Flags.A, Flags("a").value, repr(Flags.A))


@dataclasses.dataclass
class P:
    x: int
    y: int = 2


print(P(1), copy.copy(P(3)), copy.deepcopy([P(4)]))


@functools.singledispatch
def kind(x):
    return "object"


@kind.register
def _(x: int):
    return "int"


@kind.register
def _(x: list):
    return "list"


print(kind(True), kind(3), kind([1]), kind("s"))
print(inspect.getmro(int), inspect.getmro(bool), inspect.isclass(int))
print(fractions.Fraction(3, 4) + 1, statistics.mean([1, 2, 3, 4]))
print(statistics.mean([fractions.Fraction(1, 2), fractions.Fraction(3, 2)]))
pprint.pprint({"b": [1, 2], "a": (3, 4)})
pprint.pprint(MyDict(a=1))
print(typing.get_type_hints(P))


class Base(abc.ABC):
    @abc.abstractmethod
    def f(self):
        pass


class Impl(Base):
    def f(self):
        return 1


print(Impl().f(), issubclass(Impl, Base), issubclass(int, Base))
Base.register(float)
print(issubclass(float, Base), isinstance(1.5, Base), issubclass(bool, Base))


class Slotted:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 1


print(copy.copy(Slotted()).a)
