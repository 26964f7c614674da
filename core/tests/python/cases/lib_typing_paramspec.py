import functools
from typing import Callable, Concatenate, ParamSpec, ParamSpecArgs, ParamSpecKwargs, TypeVar, get_args, get_origin

P = ParamSpec("P")
R = TypeVar("R")
Pc = ParamSpec("Pc", covariant=True)
Pb = ParamSpec("Pb", bound=int, contravariant=True)

print(P, Pc, Pb, P.__name__, P.__bound__, Pb.__bound__, P.__covariant__, Pc.__covariant__, Pb.__contravariant__)
print(P.args, P.kwargs, type(P.args).__name__, type(P.kwargs).__name__)
print(P.args.__origin__ is P, P.kwargs.__origin__ is P)
print(P.args == P.args, P.args == P.kwargs, P.kwargs == ParamSpec("P").kwargs, P.args != Pc.args)
print(isinstance(P.args, ParamSpecArgs), isinstance(P.kwargs, ParamSpecKwargs), isinstance(P, TypeVar))
print(Callable[P, int], Callable[P, R], Callable[..., int])
print(Callable[Concatenate[int, P], str], Callable[Concatenate[int, str, ...], str])
c = Concatenate[int, P]
print(c, get_origin(c), get_args(c), c.__parameters__, c == Concatenate[int, P])
print(get_args(Callable[P, int]), get_args(Callable[Concatenate[int, P], int]))
print(get_args(Callable[[int, str], bool]), get_origin(Concatenate[bytes, ...]))
print(P | int, P | None)


def logged(func: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(func)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print("calling", func.__name__, args, kwargs)
        return func(*args, **kwargs)
    return inner


def with_prefix(func: Callable[Concatenate[str, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return func("prefix", *args, **kwargs)
    return inner


@logged
def add(a: int, b: int = 2) -> int:
    return a + b


@with_prefix
def greet(prefix: str, name: str) -> str:
    return prefix + ":" + name


print(add(1, b=5), greet("bob"))

for bad in ["Concatenate[()]", "Concatenate[int]", "Concatenate[int, str]", "Concatenate['x', P]"]:
    try:
        print(eval(bad))
    except TypeError as e:
        print("TypeError:", e)
try:
    hash(P.args)
except TypeError as e:
    print("TypeError:", e)
ParamSpec("Bad", covariant=True, contravariant=True)
