from typing import (List, Dict, Optional, Union, Tuple, Callable, TypeVar, Generic, Protocol, Any,
                    NamedTuple, TypedDict, Literal, Final, ClassVar, Iterable, get_type_hints, get_origin, get_args, overload, cast, runtime_checkable)
T = TypeVar("T")
K = TypeVar("K", bound=str)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None: self.items.append(x)
    def pop(self) -> T: return self.items.pop()
s: Stack[int] = Stack()
s.push(1); s.push(2); print(s.pop(), Stack[int], Stack.__parameters__)
print(List[int], Dict[str, List[int]], Optional[int], Union[int, str], Tuple[int, ...], Callable[[int, str], bool])
print(get_origin(List[int]), get_args(Dict[str, int]), get_args(Optional[int]), get_origin(Union[int, str]))
print(list[int], dict[str, int] | None, int | str, type(int | str).__name__, isinstance(3, int | str))
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "X"}
print(m, Movie.__annotations__ if False else sorted(Movie.__annotations__), Movie.__total__)
class Emp(NamedTuple):
    name: str
    dept: str = "eng"
print(Emp("a"), Emp.__annotations__, Emp._field_defaults)
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
print(isinstance(F(), Closer), isinstance(1, Closer))
def f(a: int, b: "List[str]" = None) -> Optional[int]: return None
print(get_type_hints(f))
print(Literal["a", "b"], Final[int], ClassVar[int], Any, cast(int, "x"), T, K.__bound__)
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x): return x
print(g(3))
def apply(fn: Callable[..., T], *a: Any) -> T: return fn(*a)
print(apply(max, 3, 9), Iterable[int], repr(Optional[List[int]]))
print(Union[int, int], Union[int, None] == Optional[int], Union[str, int] == Union[int, str])
try:
    Stack[int, str]
except TypeError as e:
    print(e)
from typing import Annotated, TypeAlias, ParamSpec, Self
Vec: TypeAlias = list[float]
print(Annotated[int, "meta"], get_args(Annotated[int, "meta"]), Vec)
class Pair(Generic[K, T]):
    def __init__(self, k: K, v: T): self.k, self.v = k, v
class StrPair(Pair[str, T]): pass
class Concrete(StrPair[int]): pass
print(Pair.__parameters__, StrPair.__parameters__, Concrete.__parameters__, StrPair.__orig_bases__)
print(Pair[str, int], StrPair[float], Pair[str, int](k="a", v=1).v, Pair[K, int][str])
for bad in [lambda: Concrete[int], lambda: Pair[int], lambda: Generic[int]]:
    try:
        bad()
    except TypeError as e:
        print(e)
try:
    class Bad(Generic[T], Dict[K, int]): pass
except TypeError as e:
    print(e)
class MultiB(Dict[K, List[T]]): pass
print(MultiB.__parameters__, MultiB.__mro__)
def hinted(a: "Stack[int]", b: "Optional[Emp]" = None) -> "List[Movie]": ...
print(get_type_hints(hinted))
class WithHints:
    x: "Emp"
    y: "int"
print(get_type_hints(WithHints))
