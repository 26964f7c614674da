"""Typed decorators and APIs: ParamSpec/Concatenate, overload, final, TypeGuard, Literal, Annotated, forward refs."""
from __future__ import annotations
import functools
from typing import (Annotated, Callable, Concatenate, Final, Literal, Optional, ParamSpec, TypeGuard, TypeVar, Union,
                    final, get_args, get_origin, get_type_hints, overload, cast, NewType, Any, TYPE_CHECKING, assert_never, Never)

P = ParamSpec("P")
R = TypeVar("R")
UserId = NewType("UserId", int)
MAX_RETRIES: Final = 3


class Request:
    def __init__(self, user: Optional[UserId]):
        self.user = user


def with_request(fn: Callable[Concatenate[Request, P], R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return fn(Request(UserId(7)), *args, **kwargs)
    return inner


def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        result = fn(*args, **kwargs)
        print(f"  {fn.__name__}{args} -> {result!r}")
        return result
    return inner


@logged
@with_request
def greet(req: Request, greeting: str, *, punct: str = "!") -> str:
    return f"{greeting}, user {req.user}{punct}"


@overload
def parse(value: str) -> int: ...
@overload
def parse(value: bytes) -> str: ...
def parse(value: Union[str, bytes]) -> Union[int, str]:
    if isinstance(value, str):
        return int(value)
    return value.decode()


def is_str_list(xs: list[Any]) -> TypeGuard[list[str]]:
    return all(isinstance(x, str) for x in xs)


Mode = Literal["r", "w"]


def open_mode(mode: Mode) -> str:
    if mode == "r":
        return "reading"
    elif mode == "w":
        return "writing"
    else:
        assert_never(mode)


@final
class Config:
    retries: Annotated[int, "min=0"] = MAX_RETRIES
    owner: Optional["Owner"] = None


class Owner:
    name: str


def class_final_subclass():
    class Sub(Config):  # final is not enforced at runtime
        pass
    return Sub.__mro__[1].__name__, getattr(Config, "__final__", None)


greet("Hello")
greet("Hi", punct="?")
print(parse("42") + 1, parse(b"bytes"), is_str_list(["a", "b"]), is_str_list(["a", 1]), open_mode("w"))
print(UserId(5), UserId.__name__, UserId.__supertype__, cast(int, "not checked"), TYPE_CHECKING, MAX_RETRIES)
hints = get_type_hints(Config)
print(hints)
print(get_type_hints(Config, include_extras=True)["retries"], get_args(get_type_hints(Config, include_extras=True)["retries"]))
print(greet.__wrapped__.__name__, get_type_hints(greet.__wrapped__.__wrapped__)["return"], P.args, P.kwargs, get_origin(P.args))
print(get_args(Mode), get_origin(Mode), Literal["a", "b"] == Literal["b", "a"], Optional[int] == Union[int, None], Union[int, str, int])
print(Callable[[int], str], Callable[P, R], Concatenate[Request, P], Annotated[int, "x"].__metadata__, repr(Never))
for bad in [lambda: open_mode("x"), lambda: UserId("5") + 1 if False else Union[()], lambda: Literal[1](), lambda: Final[int, str],
            lambda: class_final_subclass()]:
    try:
        print(bad())
    except (TypeError, AssertionError) as e:
        print(type(e).__name__, str(e)[:70])

