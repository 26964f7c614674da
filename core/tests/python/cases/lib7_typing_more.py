from typing import TypeVar, Generic, NamedTuple, TypedDict, Protocol, runtime_checkable, get_type_hints, Annotated, Final, ClassVar, Optional, Union, overload, cast, NewType, Any, Sequence, Iterator, Callable, get_origin, get_args, Required, NotRequired, Self, LiteralString, Never, assert_never, reveal_type, dataclass_transform, TYPE_CHECKING
import typing
T = TypeVar('T')
K = TypeVar('K', bound=str)
N = TypeVar('N', int, float)
class Stack(Generic[T]):
    def __init__(self): self.items: list[T] = []
    def push(self, x: T) -> None: self.items.append(x)
    def pop(self) -> T: return self.items.pop()
s = Stack[int](); s.push(1); s.push(2); print(s.pop(), Stack[int], Stack.__parameters__, T, K.__bound__, N.__constraints__)
print(Stack[str].__origin__ is Stack, get_args(Stack[str]), type(s).__name__)
class Pair(Generic[T, K]):
    pass
print(Pair[int, str], Pair.__parameters__)
try:
    Stack[int, str]
except TypeError as e:
    print('TypeError', e)
UserId = NewType('UserId', int)
print(UserId(5), UserId, UserId.__supertype__, cast(str, 1), cast('int', 'x'))
def f(x: Annotated[int, 'meta'], y: Final = 3) -> ClassVar[int]: ...
print(get_type_hints(f), get_type_hints(f, include_extras=True))
print(Annotated[int, 'a', 1], get_args(Annotated[int, 'a']), get_origin(Annotated[int, 'a']))
class Point(NamedTuple):
    x: float
    y: float = 0.0
    def dist(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5
print(Point(3, 4).dist(), Point(1), Point._field_defaults, get_type_hints(Point))
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError', e)
class Cfg(TypedDict, total=False):
    host: Required[str]
    port: int
    debug: NotRequired[bool]
print(sorted(Cfg.__required_keys__), sorted(Cfg.__optional_keys__), get_type_hints(Cfg))
@runtime_checkable
class SupportsArea(Protocol):
    def area(self) -> float: ...
    name: str
class Sq:
    name = 'sq'
    def area(self): return 1.0
class NoName:
    def area(self): return 2.0
print(isinstance(Sq(), SupportsArea), isinstance(NoName(), SupportsArea))
try:
    issubclass(Sq, SupportsArea)
except TypeError as e:
    print('TypeError', e)
@overload
def dbl(x: int) -> int: ...
@overload
def dbl(x: str) -> str: ...
def dbl(x): return x * 2
print(dbl(2), dbl('ab'), typing.get_overloads(dbl).__len__() if hasattr(typing, 'get_overloads') else '')
print(Optional[Union[int, str]], Union[int], Union[int, int, str], Union[str, int] == Union[int, str], Optional[int] == Union[None, int])
print(Callable[[int], str].__args__, Sequence[int], Iterator[str], typing.Dict[str, list[int]], list[int] == typing.List[int])
print(typing.Tuple[int, ...], tuple[int, str], typing.Type[int], type[str], typing.Literal['x'] == typing.Literal['x'])
class Node:
    def __init__(self, nxt: 'Optional[Node]' = None): self.nxt = nxt
    def clone(self) -> Self: return self
print(get_type_hints(Node.__init__), get_type_hints(Node.clone))
def never(x: Never) -> None: pass
try:
    assert_never(5)
except AssertionError as e:
    print('AssertionError', e)
print(TYPE_CHECKING, typing.no_type_check(lambda: 1)(), repr(typing.Any), repr(LiteralString))
print(typing.get_origin(int | str), typing.get_args(int | None), (int | str) == Union[int, str], isinstance(1, int | str))
