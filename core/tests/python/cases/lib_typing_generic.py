# TypeVar, Generic and Protocol as base classes; annotations that use them.
from typing import TypeVar, Generic, Protocol, List, Dict, Optional, Iterator, runtime_checkable
import typing

T = TypeVar("T")
K = TypeVar("K", bound=int)
V_co = TypeVar("V_co", covariant=True)
C_contra = TypeVar("C_contra", contravariant=True)
S = TypeVar("S", int, str)
print(T, K, V_co, C_contra, S)
print(T.__name__, K.__bound__, S.__constraints__, T.__bound__, T.__constraints__)
print(V_co.__covariant__, V_co.__contravariant__, C_contra.__contravariant__)
print(List[T], Dict[K, V_co], Optional[T], typing.Callable[[T], S])
try:
    TypeVar("X", int)
except TypeError as e:
    print("TypeError:", e)
try:
    TypeVar("X", covariant=True, contravariant=True)
except ValueError as e:
    print("ValueError:", e)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)


s = Stack()
s.push(1)
s.push(2)
print(s.pop(), len(s), list(s), isinstance(s, Stack), isinstance(s, Generic))
si = Stack[int]()
si.push(5)
print(list(si), type(si).__name__)


class Pair(Generic[K, V_co]):
    def __init__(self, k: K, v: V_co):
        self.k = k
        self.v = v

    def swap(self) -> "Pair":
        return Pair(self.v, self.k)

    def __repr__(self):
        return "Pair(%r, %r)" % (self.k, self.v)


print(Pair(1, "a"), Pair(1, "a").swap())


class IntStack(Stack[int]):
    def total(self) -> int:
        return sum(self.items)


i = IntStack()
i.push(3)
i.push(4)
print(i.total(), isinstance(i, Stack))
for bad in ((int,), (T, T), ()):
    try:
        Generic[bad]
    except TypeError as e:
        print("TypeError:", e)
try:
    Protocol[int]
except TypeError as e:
    print("TypeError:", e)


class SupportsClose(Protocol):
    def close(self) -> None:
        ...


class Resource(SupportsClose):
    def __init__(self, name):
        self.name = name
        self.closed = False

    def close(self) -> None:
        self.closed = True


def shutdown(items: List[SupportsClose]) -> int:
    for it in items:
        it.close()
    return len(items)


res = [Resource("a"), Resource("b")]
print(shutdown(res), [r.closed for r in res])


@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int:
        ...


print(HasLen.__name__, Resource.__mro__[1] is SupportsClose)


class Node(Generic[T]):
    def __init__(self, value: T, next: Optional["Node[T]"] = None):
        self.value = value
        self.next = next


n = Node(1, Node(2))
print(n.value, n.next.value, n.next.next)
TypeVar("Y", str)
