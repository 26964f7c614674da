# Unions in annotations: a dataclass's fields, a class body's __annotations__, a function's.
from dataclasses import dataclass, fields


@dataclass
class C:
    x: int | None = None
    y: list | str = "s"


print(C(), [str(f.type) for f in fields(C)])


class Plain:
    a: int | float
    b: "str | None"


print(Plain.__annotations__)


def f(a: int | None = None) -> str | None:
    return a


print(f(3), isinstance(C().x, int | None))
