from typing import Protocol, runtime_checkable, TypedDict, NamedTuple, Generic, TypeVar, Optional, Union, List, Any, Literal, NewType, get_type_hints, Required, NotRequired, Iterator, Iterable, Sized, SupportsInt, SupportsAbs
import typing
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
class G: pass
print(isinstance(F(), Closable), isinstance(G(), Closable), issubclass(F, Closable))
@runtime_checkable
class HasX(Protocol):
    x: int
class WX:
    def __init__(self): self.x = 1
print(isinstance(WX(), HasX), isinstance(G(), HasX))
try:
    issubclass(WX, HasX)
except TypeError as e:
    print('TypeError', e)
class NotRC(Protocol):
    def m(self): ...
try:
    isinstance(F(), NotRC)
except TypeError as e:
    print('TypeError', e)
try:
    NotRC()
except TypeError as e:
    print('TypeError', e)
print(isinstance(3, SupportsInt), isinstance('x', SupportsInt), isinstance(-1, SupportsAbs), isinstance([], Sized), isinstance(iter([]), Iterator), isinstance([], Iterable))
UserId = NewType('UserId', int)
print(UserId(5), type(UserId(5)).__name__, UserId.__name__, repr(UserId), UserId.__supertype__)
try:
    class Sub(UserId): pass
except TypeError as e:
    print('TypeError', e)
class TD(TypedDict):
    a: int
    b: NotRequired[str]
class TD2(TD, total=False):
    c: Required[float]
    d: list
print(sorted(TD.__required_keys__), sorted(TD.__optional_keys__), sorted(TD2.__required_keys__), sorted(TD2.__optional_keys__), TD(a=1), type(TD(a=1)).__name__)
try:
    isinstance({}, TD)
except TypeError as e:
    print('TypeError', e)
TD3 = TypedDict('TD3', {'x': int, 'y-z': str}); print(TD3.__annotations__, TD3(x=1))
NT = NamedTuple('NT', [('a', int), ('b', str)]); print(NT(1, 'x'), NT._fields, NT.__annotations__)
T = TypeVar('T')
class Stack(Generic[T]):
    def __init__(self): self.items: List[T] = []
    def push(self, item: T) -> None: self.items.append(item)
s = Stack[int](); s.push(1); print(s.items, Stack[int].__origin__ is Stack, Stack.__orig_bases__ if False else '', type(s).__name__)
try:
    Stack[int, str]
except TypeError as e:
    print('TypeError', e)
try:
    Generic[int]
except TypeError as e:
    print('TypeError', e)
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int], List[int] == List[int], List[int] == list[int], Literal[1, 2] == Literal[2, 1], hash(Union[int, str]) == hash(Union[str, int]))
print(typing.get_origin(typing.Generic[T]), typing.get_args(typing.Dict), typing.Dict[str, int].__args__, typing.List.__origin__ if hasattr(typing.List, '__origin__') else '', repr(typing.List), repr(typing.Callable))
def fn(x: 'int', y: Optional['str'] = None) -> 'List[int]': ...
print(get_type_hints(fn), fn.__annotations__)
print(typing.Any, repr(typing.Any), typing.Optional, typing.ClassVar[int], typing.Final[int], typing.Union[int, 'str'])
print(isinstance(1, typing.Hashable), isinstance([], typing.Hashable), issubclass(list, typing.MutableSequence), typing.Type[int], typing.Tuple[int, ...], typing.Tuple[()])
