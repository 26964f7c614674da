# typing runtime tour: NewType, ParamSpec, Annotated hints, TypedDict, Protocol, aliases
from typing import *
import typing
UserId = NewType("UserId", int)
print(UserId(5), UserId, UserId.__name__, UserId.__supertype__)
T = TypeVar("T", bound="Comparable"); U = TypeVar("U", covariant=True)
print(T, U, T.__bound__, U.__covariant__)
P = ParamSpec("P")
print(P, P.args, P.kwargs)
def deco(f: Callable[P, int]) -> Callable[P, str]: ...
print(Callable[P, int], Annotated[int, "meta"], get_args(Annotated[int, "m1", "m2"]))
def g(x: Annotated[int, "units"]) -> None: ...
print(get_type_hints(g), get_type_hints(g, include_extras=True))
print(Literal[1, 2, 1], Literal["a"] == Literal["a"], Optional[Union[int, str]], Union[int, None, str])
class Box(Generic[T]): pass
class IntBox(Box[int]): pass
print(Box[str], IntBox.__orig_bases__, IntBox.__mro__[1], Box.__parameters__)
K = TypeVar("K"); V = TypeVar("V")
class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V): self.k, self.v = k, v
print(Pair[str, int], Pair[str, int]("a", 1).v, Pair.__class_getitem__ is not None)
print(Tuple[int, ...], Tuple[()], tuple[int, str], Type[int], Iterable[int], Iterator[str], Generator[int, None, None], Mapping[str, Any])
print(Dict, List[Tuple[int, int]], Set[FrozenSet[int]], DefaultDict[str, int], Counter[str], Deque[int], OrderedDict[str, int])
print(Self, Never if hasattr(typing, "Never") else None, LiteralString, TypeAlias, NoReturn, ClassVar[int], Final[str])
print(TypeGuard[int], Concatenate[int, P], Required[int] if hasattr(typing, "Required") else None, Unpack[Tuple[int]] if hasattr(typing, "Unpack") else None)
print(typing.assert_never.__name__, reveal_type(3) if False else 0, assert_type(5, int))
class TD(TypedDict):
    a: int
    b: NotRequired[str]
print(TD.__required_keys__, TD.__optional_keys__, TD(a=1), get_type_hints(TD))
print(is_typeddict(TD), get_origin(ClassVar[int]), get_args(Callable[..., int]), get_origin(Annotated[int, 1]))
class Pt(NamedTuple):
    x: int
    y: int = 0
print(Pt.__annotations__, Pt._field_defaults, get_type_hints(Pt))
@final
class Leaf: pass
print(Leaf.__final__ if hasattr(Leaf, "__final__") else "no-final")
@runtime_checkable
class SupportsLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance([], SupportsLen), isinstance(3, SupportsLen), issubclass(dict, SupportsLen))
print(isinstance([], typing.Sized), isinstance({}, typing.Hashable), issubclass(list, typing.Sequence))
print(repr(typing.Any), typing.TYPE_CHECKING, typing.get_args(int), typing.get_origin(int))
print(TypeVar("X").__name__, str(List[T]), List[T][int], Dict[K, V][str, int], Callable[[T], T][int])
print(Optional[int] == Union[int, None], Union[int] is int, hash(Union[int, str]) == hash(Union[str, int]))
