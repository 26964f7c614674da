import typing
from typing import (Any, Optional, Union, List, Dict, Tuple, Callable, Literal, TypeVar, Generic, NamedTuple, TypedDict,
                    Protocol, runtime_checkable, get_type_hints, get_origin, get_args, Final, ClassVar, Iterable, Sequence, cast, overload, NewType)

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

t("reprs", lambda: [repr(x) for x in (Optional[int], Union[int, str], Union[int, None, str], List[int], Dict[str, List[int]], Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., Any], Literal["a", 1], Any, Optional[Union[int, str]], list[int], dict[str, tuple[int, ...]], int | None, int | str | None, Iterable[str], type[int])])
t("union dedupe", lambda: (Union[int, int], Union[int, Union[str, int]], Union[int] is int, Optional[None]))
t("union eq", lambda: (Union[int, str] == Union[str, int], (int | str) == Union[int, str], Optional[int] == Union[int, None]))
t("origin args", lambda: [(get_origin(x), get_args(x)) for x in (List[int], Dict[str, int], Optional[int], int | str, Literal[1, 2], Callable[[int], str], list[int], int, Tuple[int, ...])])
T = TypeVar("T")
K = TypeVar("K", bound=str)
N = TypeVar("N", int, float)
t("typevar", lambda: (T, K, N, T.__name__, K.__bound__, N.__constraints__, repr(TypeVar("C", covariant=True)), List[T], Dict[K, T]))
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
t("generic", lambda: (Box(1).get(), Box[int], Box[int](5).item, Box.__parameters__, get_args(Box[str]), get_origin(Box[str]) is Box))
t("generic bad", lambda: Box[int, str])
class Pair(Generic[K, T]):
    pass
t("generic 2", lambda: (Pair[str, int], Pair.__parameters__))
class Emp(NamedTuple):
    name: str
    id: int = 3
    def greet(self) -> str:
        return "hi " + self.name
e = Emp("ann")
t("NamedTuple", lambda: (e, e.greet(), Emp._fields, Emp._field_defaults, Emp.__annotations__, e._replace(id=7), Emp("b", 1) < Emp("c", 0), isinstance(e, tuple)))
t("NamedTuple bad", lambda: Emp())
t("NamedTuple functional", lambda: typing.NamedTuple("P", [("x", int), ("y", float)])(1, 2.5))
class Movie(TypedDict):
    title: str
    year: int
class MovieX(Movie, total=False):
    rating: float
m = Movie(title="Up", year=2009)
t("TypedDict", lambda: (m, type(m).__name__, sorted(Movie.__required_keys__), sorted(MovieX.__optional_keys__), sorted(MovieX.__required_keys__), MovieX.__total__, Movie.__annotations__))
t("TypedDict isinstance", lambda: isinstance(m, Movie))
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        pass
class Sized2(Protocol):
    def size(self) -> int: ...
t("protocol", lambda: (isinstance(File(), Closable), isinstance(1, Closable), issubclass(File, Closable)))
t("protocol not runtime", lambda: isinstance(File(), Sized2))
t("protocol instantiate", lambda: Closable())
def func(a: int, b: "str" = "x", *args: float, c: Optional[List[int]] = None, **kw: Any) -> Dict[str, int]:
    return {}
t("hints", lambda: get_type_hints(func))
t("annotations", lambda: func.__annotations__)
class Cfg:
    name: str
    retries: int = 3
    tags: ClassVar[List[str]] = []
    limit: Final = 10
    parent: "Cfg"
t("class hints", lambda: get_type_hints(Cfg))
t("class annotations", lambda: Cfg.__annotations__)
t("hints bad", lambda: get_type_hints(type("X", (), {"__annotations__": {"a": "Undefined"}})))
t("cast", lambda: (cast(int, "x"), cast("List[int]", 5)))
UserId = NewType("UserId", int)
t("newtype", lambda: (UserId(5), UserId, UserId.__name__, UserId.__supertype__))
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x
t("overload", lambda: f(3))
t("isinstance generic", lambda: isinstance([1], List[int]))
t("isinstance union", lambda: (isinstance(1, int | str), isinstance(None, Optional[int]), isinstance("a", Union[int, str])))
t("subscript bad", lambda: Optional[int, str])
t("literal dedupe", lambda: (Literal[1, 1, 2], Literal[1] == Literal[1], Literal[True]))
t("callable check", lambda: (callable(Callable), typing.get_args(Callable[[], None])))
t("Annotated", lambda: (typing.Annotated[int, "meta"], get_args(typing.Annotated[int, "m1", "m2"]), get_type_hints(lambda: 0)))
t("TYPE_CHECKING", lambda: typing.TYPE_CHECKING)
t("no_type_check", lambda: typing.no_type_check(func) is func)
t("ForwardRef", lambda: typing.ForwardRef("int"))
t("Self/Never", lambda: (typing.Never, typing.Self, typing.LiteralString) if hasattr(typing, "Never") else None)
t("assert_never", lambda: typing.assert_never(1))
t("reveal_type", lambda: typing.assert_type(5, int))
