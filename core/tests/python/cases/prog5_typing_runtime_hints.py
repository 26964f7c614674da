# typing at runtime: NamedTuple, TypedDict, Protocol, get_type_hints, Generic
from typing import NamedTuple, TypedDict, Protocol, runtime_checkable, Generic, TypeVar, Optional, Union, List, Dict, get_type_hints, get_origin, get_args, Literal, Callable, Any
import typing

class Point(NamedTuple):
    x: float
    y: float = 0.0
    label: str = ""
    def norm(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5

p = Point(3, 4)
print(p, p.norm(), p._fields, Point._field_defaults, p._replace(label="P"))
print(Point.__annotations__, isinstance(p, tuple), p[0], p == (3, 4, ""))
try:
    Point()
except TypeError as e:
    print("TypeError", e)

class Movie(TypedDict, total=False):
    title: str
    year: int
class Strict(TypedDict):
    id: int
m: Movie = {"title": "Alien"}
print(m, type(m).__name__, Movie.__total__, sorted(Movie.__optional_keys__), sorted(Strict.__required_keys__))
print(Movie(title="X", year=1), get_type_hints(Strict))

@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...
class File:
    def close(self): print("closed")
class Rock: pass
print(isinstance(File(), Closeable), isinstance(Rock(), Closeable), issubclass(File, Closeable))

T = TypeVar("T")
K = TypeVar("K", str, bytes)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> "Stack[T]":
        self.items.append(x)
        return self
    def pop(self) -> Optional[T]:
        return self.items.pop() if self.items else None
s = Stack[int]().push(1).push(2)
print(s.pop(), s.pop(), s.pop(), Stack[int], Stack.__parameters__, T, K.__constraints__)

def handler(a: int, b: "Optional[str]" = None, *rest: float, cb: Callable[[int], str], **kw: Any) -> Dict[str, List[int]]:
    pass
hints = get_type_hints(handler)
for k, v in hints.items():
    print(f"{k}: {v}")
print(get_origin(hints["return"]), get_args(hints["return"]), get_args(hints["cb"]))
print(get_origin(Union[int, str]), get_args(Optional[int]), Union[int, Union[str, int]], Optional[Union[int, None]])
print(Literal["a", "b"], get_args(Literal[1, 2]), typing.List[int] == List[int], int | str, (int | str) == Union[int, str])
print(handler.__annotations__["b"], handler.__annotations__["return"])
class Cfg:
    name: str
    retries: int = 3
    tags: "list[str]"
print(get_type_hints(Cfg), Cfg.__annotations__)
print(typing.cast(int, "x"), typing.TYPE_CHECKING, repr(Any), Callable[..., int])
