from typing import (Callable, Concatenate, Iterable, ParamSpec, Protocol, SupportsFloat,
                    SupportsIndex, TypeVar, runtime_checkable)

P = ParamSpec("P")
R = TypeVar("R")


@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str:
        ...


@runtime_checkable
class Sized2(Protocol):
    def area(self) -> float:
        ...


class Circle:
    def __init__(self, r):
        self.r = r

    def draw(self):
        return "circle(%s)" % self.r

    def area(self):
        return 3 * self.r * self.r


class Square:
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


class Label:
    def draw(self):
        return "label"


def render(items: Iterable[object]) -> None:
    for it in items:
        parts = []
        if isinstance(it, Drawable):
            parts.append(it.draw())
        if isinstance(it, Sized2):
            parts.append("area=%s" % it.area())
        print(type(it).__name__, parts or "nothing to do")


render([Circle(1), Square(2), Label(), 42])
print([c.__name__ for c in (Circle, Square, Label, int) if issubclass(c, Drawable)])


def mean(values: Iterable[SupportsFloat]) -> float:
    vals = [float(v) for v in values]
    return sum(vals) / len(vals)


def pick(seq, i: SupportsIndex):
    return seq[i.__index__()]


print(mean([1, 2.5, True]), pick("abc", True), isinstance(Circle(1), SupportsFloat))


def with_retries(n: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    def deco(f: Callable[P, R]) -> Callable[P, R]:
        def inner(*args: P.args, **kwargs: P.kwargs) -> R:
            for attempt in range(n):
                try:
                    return f(*args, **kwargs)
                except ValueError as e:
                    print("attempt", attempt, "failed:", e)
            raise RuntimeError("gave up after %d attempts" % n)
        return inner
    return deco


calls = []


@with_retries(3)
def flaky(x: int) -> int:
    calls.append(x)
    if len(calls) < 3:
        raise ValueError("not yet")
    return x * 10


def bind_first(f: Callable[Concatenate[int, P], R], v: int) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return f(v, *args, **kwargs)
    return inner


print(flaky(4), bind_first(lambda a, b: a - b, 10)(3))


@with_retries(2)
def never(x):
    raise ValueError("no " + str(x))


never(1)
