from typing import (Any, Optional, Union, List, Dict, Tuple, Callable, TypeVar, Generic, Protocol, NamedTuple, TypedDict,
                    Literal, Final, ClassVar, get_type_hints, get_origin, get_args, runtime_checkable, cast, overload, Iterable)
import typing
T = TypeVar("T")
K = TypeVar("K", bound=str)
print(Optional[int], Union[int, str], Union[int, None, str], List[int], Dict[str, List[int]], Tuple[int, ...], Callable[[int, str], bool])
print(int | None, int | str | None, list[int] | None, Literal["a", 1], Final[int], ClassVar[list], Any, T, K.__bound__)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(int | str), get_args(Optional[str]), get_args(Callable[[int], str]))
print(Union[int, int], Union[int], Optional[Union[int, str]] == Union[int, str, None], (int | str) == Union[int, str])
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []
    def push(self, x: T) -> "Stack[T]":
        self.items.append(x)
        return self
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]().push(1).push(2)
print(s.pop(), Stack[int], Stack.__parameters__, type(s).__name__)
class Point(NamedTuple):
    x: int
    y: int = 0
    def norm(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(p, p.norm(), p._replace(y=0), p._asdict(), Point._fields, Point._field_defaults, Point(1), p[0], p == (3, 4))
x, y = p
print(x, y, Point.__annotations__)
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, type(m).__name__, Movie.__total__, sorted(Movie.__annotations__))
@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self):
        pass
print(isinstance(F(), Closeable), isinstance(1, Closeable))
def fn(a: int, b: "str" = "x", *args: float, c: Optional[int] = None, **kw: Any) -> List[str]:
    return []
print(get_type_hints(fn))
print(fn.__annotations__["a"], fn.__annotations__["b"])
print(cast(int, "not really"), typing.TYPE_CHECKING)
@overload
def dbl(x: int) -> int: ...
@overload
def dbl(x: str) -> str: ...
def dbl(x):
    return x * 2
print(dbl(2), dbl("ab"))
Vec = list[float]
def scale(v: Vec, k: float) -> Vec:
    return [k * e for e in v]
print(scale([1.0, 2.0], 2), Vec, repr(Optional[List[int]]), str(Dict))
UserId = typing.NewType("UserId", int)
print(UserId(5), UserId.__name__, type(UserId(5)).__name__)
class Tree(Generic[K, T]):
    pass
print(Tree[str, int], Tree.__parameters__)
def first(xs: Iterable[T]) -> T:
    return next(iter(xs))
print(first("abc"), typing.get_type_hints(first), typing.Sequence[int], typing.Mapping[str, Any])
