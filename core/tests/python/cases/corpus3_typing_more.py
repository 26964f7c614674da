from typing import (Annotated, get_args, get_origin, get_type_hints, Union, Optional, Literal, Callable,
                    TypedDict, NamedTuple, Any, Sequence, Mapping, TypeVar, Generic, ParamSpec, Self, NewType, overload)
import typing
import collections.abc as cabc

UserId = NewType("UserId", int)
print(UserId(5), UserId.__name__, type(UserId(5)).__name__)
print(get_origin(list[int]), get_args(dict[str, list[int]]), get_origin(Union[int, str]), get_args(Optional[str]))
print(get_args(Annotated[int, "meta", 3]), get_origin(Annotated[int, "x"]) is Annotated, get_args(Literal[1, "a"]))
print(get_args(Callable[[int, str], bool]), get_origin(Callable[..., int]) is cabc.Callable, get_origin(int | str))
print(list[int], dict[str, tuple[int, ...]], tuple[()], type[int], Sequence[int], Mapping[str, Any])

class Movie(TypedDict):
    title: str
    year: Annotated[int, "AD"]
print(get_type_hints(Movie), get_type_hints(Movie, include_extras=True)["year"])
T = TypeVar("T", int, str)
print(T.__constraints__, T.__name__, repr(T), TypeVar("C", covariant=True))
P = ParamSpec("P")
print(P.__name__, repr(P.args), repr(P.kwargs))

class Builder:
    def __init__(self):
        self.parts = []
    def add(self, p: str) -> Self:
        self.parts.append(p)
        return self
print(Builder().add("a").add("b").parts, get_type_hints(Builder.add))

@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2
print(double(2), double("ab"))

class Pair(NamedTuple):
    left: int
    right: int = 0
    def total(self) -> int:
        return self.left + self.right
print(Pair(1, 2).total(), Pair.__annotations__, Pair._fields)

class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def __repr__(self):
        return f"Box({self.item!r})"
print(Box(1), Box[int], Box.__orig_bases__ if hasattr(Box, "__orig_bases__") else None)
def f(a: int, b: "str" = "x", *args: float, c: Optional[int] = None, **kw: bool) -> list[int]:
    return []
print(get_type_hints(f))
print(typing.cast(str, 1), typing.TYPE_CHECKING, isinstance([], cabc.Sequence), isinstance({}, cabc.MutableMapping), issubclass(list, cabc.Iterable))
print(Union[int, int], Union[int, Union[str, float]], Optional[Union[int, None]], int | str == Union[int, str])
try:
    Literal[1]()
except TypeError as e:
    print("TypeError:", e)
print(typing.get_origin(typing.List[int]) is list, typing.Dict[str, int], typing.Tuple[int, ...])
