from collections import namedtuple
from typing import NamedTuple, Optional, List, Dict, TypeVar, Generic, Union, Any, Callable, Protocol, TypedDict
import typing

Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p[1], p._asdict(), p._replace(x=9), Point._fields, Point._make([5, 6]), tuple(p), len(p))
P3 = namedtuple("P3", "x y z", defaults=[0])
print(P3(1, 2), P3._field_defaults, P3(1, 2) == (1, 2, 0), isinstance(P3(1, 2), tuple))
try:
    Point(1)
except TypeError as e:
    print(e)
try:
    p.x = 5
except AttributeError as e:
    print(e)
Bad = namedtuple("Bad", "a def b", rename=True)
print(Bad._fields)

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 0.0
    def raise_pct(self, pct):
        return self._replace(salary=round(self.salary * (1 + pct / 100), 2))
e = Employee("ann", salary=100.0)
print(e, e.raise_pct(10), Employee.__annotations__, Employee._field_defaults, e.dept)
staff = [Employee("bob", "ops", 90), Employee("cy", "eng", 120), e]
print(sorted(staff, key=lambda s: s.salary), max(staff, key=lambda s: s.salary).name)
x, y, z = e
print(x, y, z)

T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s: Stack[int] = Stack()
s.push(1); s.push(2)
print(s.pop(), s.items, Stack[int].__name__ if hasattr(Stack[int], "__name__") else "alias")

def first(xs: List[T], default: Optional[T] = None) -> Optional[T]:
    return xs[0] if xs else default
print(first([1, 2]), first([], "none"), first.__annotations__["xs"], first.__annotations__["return"])

class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up", "year": 2009}
print(m, type(m).__name__, Movie.__required_keys__ if hasattr(Movie, "__required_keys__") else "")

class Greeter(Protocol):
    def greet(self) -> str: ...
class En:
    def greet(self) -> str: return "hello"
def use(g: Greeter) -> str:
    return g.greet()
print(use(En()))
print(typing.get_type_hints(first) == first.__annotations__, Optional[int], Union[int, str], List[int], Dict[str, List[int]], Callable[[int], str])
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]), Union[int, None] == Optional[int], int | str, list[int], dict[str, int])
def cast_demo(v: Any) -> int:
    return typing.cast(int, v)
print(cast_demo("s"), typing.TYPE_CHECKING, isinstance([], typing.List) if False else "")
Vec = List[float]
def scale(k: float, v: Vec) -> Vec:
    return [k * x for x in v]
print(scale(2, [1.0, 2.5]))
from typing import Literal, Final
MAX: Final = 3
def mode(m: Literal["r", "w"]) -> str:
    return m
print(mode("r"), MAX, Literal["r", "w"])
