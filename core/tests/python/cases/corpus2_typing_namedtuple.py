from typing import NamedTuple, TypedDict, Protocol, Generic, TypeVar, Optional, Union, List, Dict, Callable, Any, runtime_checkable, get_type_hints, Literal, Iterator, overload, cast, Final
import typing
class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 0.0
    def raise_(self, pct): return self._replace(salary=self.salary * (1 + pct / 100))
e = Employee("ann", salary=100.0)
print(e, e.raise_(10), e._asdict(), Employee._fields, Employee._field_defaults, Employee.__annotations__)
name, dept, sal = e; print(name, dept, sal, e[2], e.index("eng"), e + (1,))
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "x"}; print(m, type(m), Movie.__required_keys__ if hasattr(Movie, "__required_keys__") else "", Movie.__total__)
class Point2(TypedDict):
    x: int
    y: int
print(Point2(x=1, y=2), Point2.__required_keys__, Point2.__annotations__)
T = TypeVar("T"); K = TypeVar("K")
class Stack(Generic[T]):
    def __init__(self) -> None: self.items: List[T] = []
    def push(self, x: T) -> None: self.items.append(x)
    def pop(self) -> T: return self.items.pop()
    def __repr__(self): return f"Stack({self.items})"
s = Stack[int](); s.push(1); s.push(2); print(s.pop(), s, Stack[int], Stack.__parameters__, T, repr(T))
@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...
class Box:
    def draw(self): return "[]"
print(isinstance(Box(), Drawable), isinstance(1, Drawable))
def first(xs: List[T], default: Optional[T] = None) -> Optional[T]: return xs[0] if xs else default
print(first([3]), first([], "d"), get_type_hints(first), first.__annotations__)
print(Optional[int], Union[int, str], Union[int, None], List[Dict[str, int]], Callable[[int], str], Literal["a", 1], typing.get_origin(List[int]), typing.get_args(Dict[str, int]), int | None)
print(cast(int, "x"), Any, Final, typing.TYPE_CHECKING, typing.Tuple[int, ...], list[int], dict[str, list[int]], type[int])
@overload
def dbl(x: int) -> int: ...
@overload
def dbl(x: str) -> str: ...
def dbl(x): return x * 2
print(dbl(2), dbl("a"))
class Pair(Generic[K, T]):
    def __init__(self, k: K, v: T): self.k, self.v = k, v
print(Pair[str, int]("a", 1).v, Pair.__orig_bases__ if hasattr(Pair, "__orig_bases__") else "")
def gen() -> Iterator[int]: yield 1
print(list(gen()), gen.__annotations__)
Vec = List[float]
def scale(v: Vec, k: float) -> Vec: return [x * k for x in v]
print(scale([1.0, 2.0], 2), typing.NewType("UserId", int)(5), typing.NewType("UserId", int))
class P2(NamedTuple):
    x: int
    y: int
try: P2(1)
except TypeError as e: print("TypeError", e)
try: Stack[int, str]
except TypeError as e: print("TypeError", e)
