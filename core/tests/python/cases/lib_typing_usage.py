from typing import List, Dict, Optional, Union, Tuple, Callable, Any, TypeVar, Generic, NamedTuple, TypedDict, Literal, get_type_hints, cast
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), s.items)
class Point(NamedTuple):
    x: int
    y: int = 0
p = Point(3)
print(p, p._asdict(), p._replace(y=5), Point._fields, Point._field_defaults)
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "Blade Runner", "year": 1982}
print(m, Movie.__annotations__ if hasattr(Movie, "__annotations__") else None)
def greet(name: str, times: int = 1) -> str:
    return ("hi " + name) * times
print(get_type_hints(greet), cast(int, "x"))
print(Optional[int], Union[int, str], List[int], Dict[str, int], Tuple[int, ...], Callable[[int], str], Literal["a", "b"])
print(Union[int, None] == Optional[int], T, TypeVar("U", bound=int))
