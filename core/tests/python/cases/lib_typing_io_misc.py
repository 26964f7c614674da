import io
import re
import typing
from typing import (IO, AsyncContextManager, BinaryIO, ContextManager, Match, Pattern, TextIO,
                    TypedDict, assert_never, assert_type, dataclass_transform, get_args,
                    get_origin, is_typeddict)

print(IO, TextIO, BinaryIO, IO[str], IO[bytes])
print([c.__name__ for c in TextIO.__mro__], [c.__name__ for c in BinaryIO.__mro__])
print(issubclass(TextIO, IO), issubclass(BinaryIO, typing.Generic), IO.__module__)


class Sink(TextIO):
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)


def emit(out: IO[str], text: str) -> None:
    out.write(text)


s = Sink()
emit(s, "hello")
emit(s, " world")
print(s.parts, isinstance(s, IO), isinstance(io.StringIO(), IO))

print(Pattern, Match, Pattern[str], Match[str], get_origin(Pattern[str]) is re.Pattern, get_origin(Match[bytes]) is re.Match)
print(AsyncContextManager, AsyncContextManager[int], ContextManager[str], get_args(AsyncContextManager[int]))
import contextlib
print(get_origin(AsyncContextManager[int]) is contextlib.AbstractAsyncContextManager,
      get_origin(ContextManager[int]) is contextlib.AbstractContextManager)

print(typing.T, typing.KT, typing.VT, typing.T_co, typing.V_co, typing.VT_co, typing.T_contra, typing.CT_co)
print(typing.CT_co.__bound__, typing.T_co.__covariant__, typing.T_contra.__contravariant__)
print(assert_type([1], list))


@dataclass_transform(kw_only_default=True)
def model(cls):
    return cls


@model
class User:
    pass


print(sorted(model.__dataclass_transform__.items()))


class Point(TypedDict):
    x: int


print(is_typeddict(Point), is_typeddict(dict), is_typeddict(TypedDict), is_typeddict(3))
try:
    Pattern[str, int]
except TypeError as e:
    print("TypeError:", e)


def handle(v):
    if isinstance(v, int):
        return "int"
    assert_never(v)


print(handle(1))
handle("x" * 120)
