# TypedDict classes are dict subclasses whose annotations merge their bases'; get_origin/get_args
# over builtin generics (list[int], int | str) and collections.abc aliases.
import collections.abc as cabc
import typing
from typing import TypedDict, NotRequired, Required, Generic, TypeVar, get_origin, get_args, get_type_hints


class A(TypedDict):
    x: int


class B(A, total=False):
    y: str
    x: int


print(sorted(B.__required_keys__), sorted(B.__optional_keys__), B.__total__)
print(type(A(x=1)), B.__mro__, B.__annotations__, B.__bases__, A.__module__, A.__qualname__)
print(typing.is_typeddict(B), typing.is_typeddict(dict), issubclass(A, dict))
for check in (lambda: isinstance({}, A), lambda: issubclass(dict, A)):
    try:
        check()
    except TypeError as e:
        print("TypeError", e)
T = TypeVar("T")


class G(TypedDict, Generic[T]):
    v: T


print(G.__mro__, G[int], G.__parameters__)
F = TypedDict("F", {"a": int}, total=False)
print(F.__mro__, F.__total__, F.__module__, type(F(a=1)), F.__optional_keys__)
try:
    TypedDict("X", {"a": int}, b=str)
except TypeError as e:
    print("TypeError", e)


class D(TypedDict, total=False):
    n: NotRequired[int]
    r: Required[list[A]]


print(sorted(D.__required_keys__), get_type_hints(D), get_type_hints(D, include_extras=True))
for tp in [list[int], dict[str, list[int]], int | str, int | None, tuple[()], type[int], typing.List,
           cabc.Callable[[int], str], cabc.Callable[..., int], cabc.Callable[[], None], cabc.Sequence[int],
           cabc.Mapping[str, cabc.Set[int]]]:
    print(repr(tp), get_origin(tp), get_args(tp))
P = typing.ParamSpec("P")
print(get_origin(P.args), get_origin(P.kwargs), cabc.Callable[P, int].__args__)
for bad in [lambda: cabc.Callable[int], lambda: cabc.Callable[3, int]]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)


class S(cabc.Sequence[int]):
    def __getitem__(self, i):
        return i

    def __len__(self):
        return 0


print(S.__mro__[:2], S.__orig_bases__, isinstance(S(), cabc.Sequence))
