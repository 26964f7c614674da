# The generated __init__ binds its arguments as a function would, with CPython's TypeErrors.
from dataclasses import dataclass, field, KW_ONLY


@dataclass
class P:
    x: int
    y: int = 0
    z: list = field(default_factory=list, repr=False)


def attempt(cls, *args, **kwargs):
    try:
        print(cls(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)


attempt(P)
attempt(P, 1)
attempt(P, 1, 2, [3])
attempt(P, 1, 2, 3, 4)
attempt(P, 1, x=2)
attempt(P, 1, q=1)
attempt(P, 1, 2, 3, 4, q=1)
attempt(P, y=1)
attempt(P, x=1, y=2, z=[])


@dataclass
class Q:
    a: int
    b: int
    _: KW_ONLY
    c: int
    d: int = 4


attempt(Q)
attempt(Q, 1)
attempt(Q, 1, 2)
attempt(Q, 1, 2, c=3)
attempt(Q, 1, 2, 3)
attempt(Q, 1, 2, 3, c=1)
attempt(Q, 1, 2, 3, c=1, d=2)
attempt(Q, a=1, b=2, c=3, d=5)
attempt(Q, 1, 2, c=3, e=1)


@dataclass
class One:
    only: str


attempt(One)
attempt(One, "a", "b")
attempt(One, "a", "b", "c")


@dataclass
class NoFields:
    pass


attempt(NoFields, 1)
attempt(NoFields, 1, 2)
attempt(NoFields, k=1)


@dataclass
class Three:
    a: int
    b: int
    c: int


attempt(Three)
attempt(Three, c=1)
attempt(Three, 1, 2, 3)

try:
    @dataclass
    class Bad:
        x: int = 1
        y: int
except TypeError as e:
    print("TypeError:", e)

try:
    @dataclass
    class Bad2:
        x: list = []
except ValueError as e:
    print("ValueError:", e)

try:
    @dataclass
    class Bad3:
        x: dict = {}
except ValueError as e:
    print("ValueError:", e)

try:
    @dataclass
    class Bad4:
        x: set = set()
except ValueError as e:
    print("ValueError:", e)

try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError:", e)

try:
    @dataclass
    class Bad5:
        x = field(default=1)
except TypeError as e:
    print("TypeError:", e)

attempt(P, 1, 2, 3, 4, 5)
P(1, 2, 3, 4)
