from typing import NamedTuple, TypedDict, Protocol, runtime_checkable, Generic, TypeVar, Optional, Union, List, Dict, get_type_hints, Any, Callable
import typing

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 0.0
    def raise_pct(self, p):
        return self._replace(salary=round(self.salary * (1 + p / 100), 2))
e = Employee("ann", salary=100.0)
print(e, e.raise_pct(10), e._fields, Employee._field_defaults, e._asdict(), Employee.__annotations__)
print(e[0], len(e), isinstance(e, tuple), e == ("ann", "eng", 100.0))
try:
    Employee()
except TypeError as ex:
    print(type(ex).__name__, ex)

class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, Movie.__total__, sorted(Movie.__annotations__), type(m).__name__)

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        pass
class Rock:
    pass
print(isinstance(File(), Closable), isinstance(Rock(), Closable))

T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), s.items, Stack.__parameters__ if hasattr(Stack, "__parameters__") else None)
def f(x: int, y: Optional[str] = None) -> Dict[str, int]:
    return {}
hints = get_type_hints(f)
print(hints["x"], hints["return"], hints["y"] == Optional[str], Optional[int] == Union[int, None])
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]), typing.get_args(Union[int, str]), typing.get_origin(int | str))
print(repr(Optional[int]), repr(Union[int, str]), repr(List[int]), repr(Callable[[int], str]), repr(Any))
Point = NamedTuple("Point", [("x", int), ("y", int)])
print(Point(1, 2), Point._fields)
from collections import namedtuple
class P3(namedtuple("P3", "x y z")):
    __slots__ = ()
    @property
    def norm1(self):
        return abs(self.x) + abs(self.y) + abs(self.z)
    def __str__(self):
        return f"<{self.x},{self.y},{self.z}>"
p = P3(1, -2, 3)
print(p, repr(p), p.norm1, p._replace(x=0), sorted([P3(2, 0, 0), P3(1, 5, 5)]))
x, y, z = p
print(x + y + z, max(p), list(p), P3._make(range(3)))
print(typing.cast(int, "x"), typing.TYPE_CHECKING, isinstance(3, typing.Hashable) if hasattr(typing, "Hashable") else True)
