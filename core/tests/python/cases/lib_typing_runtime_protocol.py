from typing import Protocol, runtime_checkable


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None:
        ...


@runtime_checkable
class Named(Protocol):
    name: str

    def greet(self) -> str:
        ...


class NotRuntime(Protocol):
    def run(self) -> None:
        ...


class File:
    def close(self):
        print("closed")


class Person:
    def __init__(self, name):
        self.name = name

    def greet(self):
        return "hi " + self.name


class NoClose:
    close = None


class Nothing:
    pass


print(isinstance(File(), Closable), isinstance(Nothing(), Closable), isinstance(NoClose(), Closable))
print(issubclass(File, Closable), issubclass(Nothing, Closable), issubclass(NoClose, Closable))
print(isinstance(Person("a"), Named), isinstance(File(), Named))


class Explicit(Closable):
    pass


print(isinstance(Explicit(), Closable), issubclass(Explicit, Closable))


@runtime_checkable
class Sub(Closable, Protocol):
    def flush(self):
        ...


class Both(File):
    def flush(self):
        pass


print(isinstance(Both(), Sub), isinstance(File(), Sub), issubclass(Both, Sub))


def shut(things):
    for t in things:
        if isinstance(t, Closable):
            t.close()
        else:
            print("cannot close", type(t).__name__)


shut([File(), 3, Nothing()])

for check in [lambda: isinstance(File(), NotRuntime), lambda: issubclass(File, NotRuntime),
              lambda: issubclass(Person, Named), lambda: NotRuntime(), lambda: Closable(),
              lambda: runtime_checkable(File), lambda: issubclass(3, Closable)]:
    try:
        print(check())
    except TypeError as e:
        print("TypeError:", e)


class Impl(NotRuntime):
    def __init__(self, x):
        self.x = x

    def run(self):
        print("run", self.x)


Impl(5).run()
print(Impl.__mro__[1].__name__)
isinstance(Impl(1), NotRuntime)
