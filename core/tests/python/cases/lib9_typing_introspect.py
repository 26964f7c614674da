import typing
from typing import (List, Dict, Optional, Union, Tuple, Callable, Literal, Annotated, Any, TypeVar, Generic,
                    get_origin, get_args, get_type_hints, NamedTuple, TypedDict, cast, overload, final, Final, ClassVar)
import collections.abc
print(get_origin(List[int]), get_args(Dict[str, List[int]]), get_origin(Optional[int]), get_args(Optional[int]), get_args(Union[int, str, None]))
print(get_origin(list[int]), get_args(tuple[int, ...]), get_args(Callable[[int, str], bool]), get_args(Callable[..., int]), get_origin(Callable[[], int]))
print(get_origin(Literal['a', 1]), get_args(Literal['a', 1]), get_origin(Annotated[int, 'meta']), get_args(Annotated[int, 'm1', 'm2']), get_origin(int), get_args(int))
print(get_origin(int | str), get_args(int | None), Union[int, int], Union[int], Optional[Union[int, str]], Union[int, Union[str, float]])
print(repr(List[int]), repr(Dict[str, Any]), repr(Optional[List[str]]), repr(Callable[[int], None]), repr(Tuple[()]), repr(Literal[True]), repr(Annotated[int, 5]))
T = TypeVar('T'); K = TypeVar('K', bound=str); V = TypeVar('V', int, float, covariant=True)
print(T, K.__bound__, V.__constraints__, V.__covariant__, T.__name__, repr(List[T]), List[T][int])
class Box(Generic[T]):
    def __init__(self, v: T) -> None: self.v = v
    def get(self) -> T: return self.v
print(Box[int], Box[int](3).get(), Box.__parameters__, get_args(Box[str]), get_origin(Box[str]) is Box, Box.__mro__[1:])
def f(a: int, b: 'str' = 'x', *args: float, c: Optional[List[int]] = None, **kw: Any) -> Dict[str, int]: ...
print(get_type_hints(f))
class C:
    x: int
    y: ClassVar[str] = 'c'
    z: 'List[C]'
    w: Final = 3
print(get_type_hints(C), C.__annotations__)
class Pt(NamedTuple):
    x: int
    y: float = 0.5
    def norm(self): return abs(self.x) + self.y
p = Pt(3); print(p, p.norm(), Pt._fields, Pt._field_defaults, Pt.__annotations__, p._replace(y=2), isinstance(p, tuple))
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {'title': 'x'}; print(m, Movie.__total__, sorted(Movie.__optional_keys__), Movie.__required_keys__, get_type_hints(Movie))
print(cast(int, 'not int'), cast('List[int]', 5))
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x): return x
print(g(2), g('a'))
try:
    g.__wrapped__ if hasattr(g, '__wrapped__') else typing.get_overloads(g)
    print(len(typing.get_overloads(g)))
except Exception as e:
    print(type(e).__name__)
@final
class Fin: pass
print(Fin.__final__ if hasattr(Fin, '__final__') else 'nofinal', isinstance([], collections.abc.Sequence), issubclass(list, typing.Sequence), isinstance({}, typing.Mapping))
try:
    isinstance(1, List[int])
except TypeError as e:
    print('TypeError', e)
print(typing.TYPE_CHECKING, typing.NoReturn, typing.Never if hasattr(typing, 'Never') else '', typing.Self if hasattr(typing, 'Self') else '', typing.LiteralString if hasattr(typing, 'LiteralString') else '')
print(typing.assert_never if False else '', typing.reveal_type(5) if False else '', typing.assert_type(3, int))
