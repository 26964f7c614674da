from typing import Protocol, runtime_checkable, Iterable, Iterator, Sequence, Mapping, overload, Final, ClassVar, TYPE_CHECKING
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class F:
    def close(self):
        pass
print(hasattr(F(), "close"), TYPE_CHECKING)
def total(xs: Iterable[int]) -> int:
    return sum(xs)
print(total([1, 2]), total.__annotations__, Sequence[int], Mapping[str, float], Iterator[str])
class Cfg:
    MAX: Final = 3
    count: ClassVar[int] = 0
print(Cfg.MAX, Cfg.count, Cfg.__annotations__)
