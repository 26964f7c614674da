from typing import Protocol, runtime_checkable, Iterable
from dataclasses import dataclass
import math


@runtime_checkable
class HasArea(Protocol):
    def area(self) -> float: ...


@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...


@dataclass
class Circle:
    r: float

    def area(self):
        return math.pi * self.r ** 2

    def draw(self):
        return f"( r={self.r} )"


@dataclass
class Rect:
    w: float
    h: float

    def area(self):
        return self.w * self.h


class Label:
    def __init__(self, text):
        self.text = text

    def draw(self):
        return f"[{self.text}]"


def total_area(shapes: Iterable[HasArea]) -> float:
    return sum(s.area() for s in shapes)


things = [Circle(1), Rect(2, 3), Label("hi"), Circle(0.5), "plain string", 42]
print([type(t).__name__ for t in things if isinstance(t, HasArea)])
print([t.draw() for t in things if isinstance(t, Drawable)])
print(round(total_area(t for t in things if isinstance(t, HasArea)), 4))
print(issubclass(Circle, HasArea), issubclass(Label, HasArea), issubclass(Circle, Drawable))
try:
    issubclass(3, HasArea)
except TypeError as e:
    print("TypeError:", e)


class NotRuntime(Protocol):
    def go(self): ...


try:
    isinstance(Circle(1), NotRuntime)
except TypeError as e:
    print("TypeError:", e)
for t in things:
    match t:
        case Circle(r=r) if r >= 1:
            print("big circle", r)
        case Circle():
            print("small circle")
        case Rect(w, h):
            print("rect", w * h)
        case str() | int():
            print("primitive", repr(t))
        case _:
            print("other", type(t).__name__)
