from typing import (Generic, TypeVar, Protocol, NamedTuple, TypedDict, Optional, Union, Callable,
                    Iterator, Literal, Any, get_type_hints, runtime_checkable, overload, cast, Final, ClassVar)

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []
    def push(self, item: T) -> "Stack[T]":
        self._items.append(item)
        return self
    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty Stack")
        return self._items.pop()
    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None
    def __len__(self) -> int:
        return len(self._items)
    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)
    def __repr__(self) -> str:
        return f"Stack({self._items})"

class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v
    def swap(self) -> "Pair[V, K]":
        return Pair(self.v, self.k)
    def __repr__(self):
        return f"Pair({self.k!r}, {self.v!r})"

s = Stack[int]()
s.push(1).push(2).push(3)
print(s, len(s), list(s), s.pop(), s.peek(), Stack().peek())
try:
    Stack().pop()
except IndexError as e:
    print("IndexError:", e)
print(Pair("a", 1).swap(), Stack[int], Pair[str, int], Stack.__parameters__, T, repr(K))

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 50000.0
    def raise_(self, pct: float) -> "Employee":
        return self._replace(salary=round(self.salary * (1 + pct / 100), 2))

staff = [Employee("ann", "ops", 62000), Employee("bob"), Employee("cy", salary=71000.5)]
print(staff[0], staff[1].raise_(10), Employee._fields, Employee._field_defaults)
print(sorted(staff, key=lambda e: -e.salary)[0].name, max(staff, key=lambda e: e.salary).salary, staff[2]._asdict())

class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Brazil", "year": 1985}
print(m, type(m).__name__, Movie.__required_keys__, sorted(Movie.__optional_keys__), Movie.__total__)

@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...
class Circle:
    def draw(self) -> str:
        return "()"
class Square:
    def area(self): return 4
print(isinstance(Circle(), Drawable), isinstance(Square(), Drawable), [d.draw() for d in [Circle()] if isinstance(d, Drawable)])

@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2
print(double(4), double("ab"))

def apply(f: Callable[[int], int], xs: list[int]) -> list[int]:
    return [f(x) for x in xs]
print(apply(lambda v: v * v, [1, 2, 3]))

def mode(m: Literal["r", "w"] = "r", n: Union[int, str] = 0, opt: Optional[int] = None, *rest: Any) -> None:
    pass
hints = get_type_hints(mode)
print(hints["m"], hints["n"], hints["opt"], hints["return"], hints["rest"])
print(get_type_hints(Employee), Optional[int] == Union[int, None], Union[int, str] == Union[str, int], int | None)
print(cast(int, "not really"), cast("list[int]", [1]))
class Config:
    MAX: Final = 10
    registry: ClassVar[dict[str, int]] = {}
    name: str
print(get_type_hints(Config), Config.MAX, Config.registry)
print(list[int] == list[int], dict[str, int].__origin__, dict[str, int].__args__, isinstance([1], list))
def first(xs: list[T]) -> T:
    return xs[0]
print(first([9, 8]), first("xyz"), first.__annotations__)
