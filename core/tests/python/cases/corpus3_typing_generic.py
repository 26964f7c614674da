from typing import (TypeVar, Generic, Protocol, NamedTuple, TypedDict, Optional, Union,
                    Callable, Iterator, get_type_hints, runtime_checkable, Any, Dict, List)

T = TypeVar("T")
K = TypeVar("K")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
    def __len__(self) -> int:
        return len(self.items)

s: Stack[int] = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), len(s), Stack[int], Stack.__parameters__)

@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...

class F:
    def close(self):
        pass
print(isinstance(F(), Closer), isinstance(3, Closer))

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 100
e = Employee("kim", salary=120)
print(e, e._fields, e._field_defaults, e._replace(dept="ops"), e[0])

class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up", "year": 2009}
print(m, Movie.__total__, sorted(Movie.__annotations__))

def apply(f: Callable[[int], str], xs: List[int]) -> Dict[str, int]:
    return {f(x): x for x in xs}
print(apply(hex, [10, 255]))
print(get_type_hints(apply))
print(Optional[int], Union[int, str], Union[int, None] == Optional[int], List[Dict[str, int]])
print(int | None, (int | str).__args__, Callable[..., Any])
def gen() -> Iterator[int]:
    yield 1
print(gen.__annotations__)
from typing import Literal, Final, cast
Mode = Literal["r", "w"]
print(Mode, Mode.__args__, cast(int, "x"), TypeVar("U", bound=int).__bound__)
