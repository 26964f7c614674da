from typing import (Any, Callable, ClassVar, Dict, Generic, List, Literal, NamedTuple, NewType,
                    Optional, Protocol, Tuple, TypedDict, TypeVar, Union, get_args, get_origin,
                    get_type_hints, runtime_checkable, overload, cast, Final, Iterable, Iterator)
from dataclasses import dataclass

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
UserId = NewType("UserId", int)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"Stack({self._items!r})"


class Pair(Generic[K, V]):
    def __init__(self, key: K, value: V):
        self.key, self.value = key, value


@runtime_checkable
class SupportsClose(Protocol):
    def close(self) -> None: ...


class Resource:
    def close(self) -> None:
        print("closed resource")


class Movie(TypedDict, total=False):
    title: str
    year: int


class Coord(NamedTuple):
    lat: float
    lon: float = 0.0

    def flip(self) -> "Coord":
        return Coord(self.lon, self.lat)


@dataclass
class Config:
    name: str
    retries: int = 3
    mode: Literal["fast", "safe"] = "safe"
    tags: Optional[List[str]] = None
    VERSION: ClassVar[int] = 2


def apply(fn: Callable[[int, int], int], pairs: Iterable[Tuple[int, int]]) -> Iterator[int]:
    for a, b in pairs:
        yield fn(a, b)


def lookup(d: Dict[str, Union[int, str]], key: str, default: Any = None) -> Union[int, str, None]:
    return d.get(key, default)


s: Stack[int] = Stack()
for i in range(3):
    s.push(i)
print(s, s.pop(), len(s), Stack[int], Stack[str]().__class__.__name__)
uid = UserId(42)
print(uid, type(uid).__name__, UserId.__name__, UserId(5) + 1)
print(isinstance(Resource(), SupportsClose), isinstance(3, SupportsClose))
m: Movie = {"title": "Up"}
print(m, sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__annotations__)
c = Coord(1.5)
print(c, c.flip(), Coord._fields, Coord.__annotations__, c._field_defaults)
print(Config("x"), Config.VERSION, get_type_hints(Config))
print(list(apply(lambda a, b: a * b, [(1, 2), (3, 4)])))
print(lookup({"a": 1}, "a"), lookup({}, "b", "none"))
print(get_type_hints(lookup))
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Union[int, str]), get_args(Optional[int]))
print(get_args(Callable[[int, str], bool]), get_origin(Literal["a"]), get_args(Literal["a", 1]))
print(List[int], Dict[str, List[int]], Optional[str], Union[int, str, None], Callable[..., int], Tuple[int, ...])
print(list[int], dict[str, tuple[int, ...]], int | None, (int | str).__args__, type(int | str).__name__)
print(cast(int, "not really"), T, T.__name__, Pair[int, str].__origin__ is Pair)
print(Union[int, int], Union[int, Union[str, int]], Optional[Union[int, str]] == Union[int, str, None])
print(isinstance(3, int | str), issubclass(bool, int | float))
try:
    isinstance(3, List[int])
except TypeError as e:
    print("TypeError:", e)
try:
    s.pop(); s.pop(); s.pop()
except IndexError as e:
    print("IndexError:", e)


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


print(double(4), double("ab"))
MAX: Final = 10
print(MAX, Stack.__parameters__, Pair.__parameters__)
