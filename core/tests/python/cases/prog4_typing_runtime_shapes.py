# typing at runtime: hints, NamedTuple, TypedDict, Generic, Protocol, get_origin/args
from typing import (NamedTuple, TypedDict, Generic, TypeVar, Protocol, runtime_checkable, Optional, Union,
                    List, Dict, Callable, Any, get_type_hints, get_origin, get_args, Literal, cast, overload, Final, ClassVar)

T = TypeVar("T")
K = TypeVar("K", str, int)

class Coord(NamedTuple):
    lat: float
    lon: float = 0.0
    def __str__(self):
        return f"({self.lat:.1f}, {self.lon:.1f})"
c = Coord(51.5)
print(c, repr(c), c._fields, c._field_defaults, Coord.__annotations__)

class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, Movie.__required_keys__ == frozenset(), sorted(Movie.__optional_keys__), type(m).__name__)

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> "Stack[T]":
        self.items.append(x); return self
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]().push(1).push(2)
print(s.pop(), s.items, Stack[int], Stack.__parameters__)

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
print(isinstance(F(), Closable), isinstance(1, Closable))

def f(a: int, b: Optional[str] = None, *rest: float, cb: Callable[[int], str] = str) -> Dict[str, Any]:
    return {}
hints = get_type_hints(f)
for k, v in hints.items():
    print(k, v)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_args(Union[int, str, None]), Union[int, int], Union[int, str] == Union[str, int])
print(get_args(Literal["a", 1]), get_origin(Literal["a"]), get_args(Callable[[int, str], bool]))
print(Optional[List[int]], Callable[..., int], Dict[str, List[int]], list[int], dict[str, tuple[int, ...]])
print(int | None, get_args(int | str), (int | str) == Union[int, str], isinstance(3, int | str))
print(cast(str, 5), T, K.__constraints__, T.__name__)
class Cfg:
    MAX: Final = 10
    count: ClassVar[int] = 0
    name: str
print(Cfg.__annotations__)
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x):
    return x * 2
print(g(2), g("ab"))
def h(x: "Coord") -> "List[Coord]":
    return [x]
print(get_type_hints(h))
print(List, Any, repr(Optional[int]))
