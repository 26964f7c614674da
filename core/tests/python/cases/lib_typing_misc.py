# TypedDict, cast, overload, final, no_type_check, NewType, get_type_hints, and annotated code.
from typing import (TypedDict, Any, Dict, List, Optional, Union, ClassVar, cast, overload, final,
                    no_type_check, NewType, get_type_hints, TYPE_CHECKING, Callable, Tuple)

if TYPE_CHECKING:
    print("never printed")


class Movie(TypedDict):
    title: str
    year: int


m = Movie(title="Blade Runner", year=1982)
print(m, type(m) is dict, m["title"], len(m), Movie.__annotations__)
m2: Movie = {"title": "Alien", "year": 1979}
print(m2, Movie(m2), Movie([("title", "x")]), Movie())
Point2D = TypedDict("Point2D", {"x": int, "y": int})
pt = Point2D(x=1, y=2)
print(pt, type(pt) is dict, Point2D.__annotations__)


@overload
def double(x: int) -> int:
    ...


@overload
def double(x: str) -> str:
    ...


def double(x):
    return x * 2


print(double(2), double("ab"))


@overload
def lonely(x: int) -> int:
    ...


try:
    lonely(1)
except NotImplementedError as e:
    print("NotImplementedError:", e)


@final
class Leaf:
    @final
    def done(self) -> bool:
        return True


print(Leaf().done(), Leaf.__final__, Leaf.done.__final__)


@no_type_check
def untyped(a: "not a type") -> "nor this":
    return a


print(untyped(5), untyped.__no_type_check__)
UserId = NewType("UserId", int)
uid = UserId(42)
print(uid, type(uid).__name__, UserId.__name__, UserId.__supertype__, uid + 1)
print(cast(List[int], "not a list"), cast(str, 3), cast(Any, None))


class Base:
    a: int
    b: Optional[str] = None
    registry: ClassVar[Dict[str, int]] = {}


class Derived(Base):
    c: List[int]
    d: None
    e: Union[int, str, None] = 0


print(get_type_hints(Base))
print(get_type_hints(Derived))
print(Derived.__annotations__, Base.registry, Derived.e)


def apply(f: Callable[[int], int], values: List[int]) -> List[int]:
    return [f(v) for v in values]


print(apply(lambda v: v + 1, [1, 2, 3]))


def pairs(d: Dict[str, int]) -> List[Tuple[str, int]]:
    return sorted(d.items())


print(pairs({"b": 2, "a": 1}))
count: int = 0
names: List[str] = []
names.append("x")
print(count, names)
lonely(2)
