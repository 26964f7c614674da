import typing
from typing import TypeVar, ParamSpec, Concatenate, Callable, Annotated, get_type_hints, Optional, Generic, NamedTuple, TypedDict, Literal, Union, Any, Dict, List, Tuple
T = TypeVar('T'); Tco = TypeVar('Tco', covariant=True); Tcontra = TypeVar('Tcontra', contravariant=True); P = ParamSpec('P')
print(repr(T), repr(Tco), repr(Tcontra), repr(P), repr(P.args), repr(P.kwargs), repr(Callable[P, int]), repr(Callable[Concatenate[int, P], str]))
def f(x: Annotated[int, 'positive'], y: 'Optional[str]' = None) -> Annotated[List[int], 'nonempty']: ...
print(get_type_hints(f), get_type_hints(f, include_extras=True))
def g(x: 'Undefined'): ...
try:
    get_type_hints(g)
except NameError as e:
    print('NameError', e)
class K(Generic[T, Tco]): pass
print(K[int, str], K.__parameters__, repr(K[int, T][str]) if False else '', K[int, str].__args__)
try:
    K[int]
except TypeError as e:
    print('TypeError', e)
try:
    class NT(NamedTuple):
        a: int = 1
        b: str
except TypeError as e:
    print('TypeError', e)
try:
    class BadTD(TypedDict, dict): pass
except TypeError as e:
    print('TypeError', e)
print(Literal['a', 'b'].__args__, Literal[Literal[1, 2], 3], Union[Literal[1], Literal[2]], Optional[Literal['x']], Literal[1] == Literal[True])
print(Dict[str, Tuple[int, ...]], List['int'], typing.ForwardRef('x'), Callable[[], None], Callable[..., Any], Tuple[int, str].__origin__, typing.Sequence[int])
print(typing.get_args(Annotated[int, 'a', 'b']), Annotated[Annotated[int, 'a'], 'b'], Annotated[int, 'x'].__metadata__, typing.get_origin(Annotated[int, 1]) is Annotated)
try:
    Annotated[int]
except TypeError as e:
    print('TypeError', e)
try:
    Union[()]
except TypeError as e:
    print('TypeError', e)
try:
    Optional[int, str]
except TypeError as e:
    print('TypeError', e)
print(int | str, int | None, (int | str) | float, type(int | str).__name__, isinstance(1, int | str), issubclass(bool, int | float), (int | str).__args__, list[int] | None)
print(typing.cast(List[int], 'x'), typing.no_type_check(f) is f, typing.TYPE_CHECKING, typing.is_typeddict(TypedDict('Q', {'a': int})), typing.is_typeddict(dict))
class Node(Generic[T]):
    def __init__(self, v: T, nxt: 'Optional[Node[T]]' = None): self.v, self.nxt = v, nxt
print(get_type_hints(Node.__init__), Node[int](1).v, Node.__orig_bases__ if False else '')
print(Literal[Literal['a'], Literal['a', 'b'], 'c'], Literal[Literal[1, True]], Annotated[Annotated[Annotated[int, 1], 2], 3].__metadata__, Annotated[Annotated[int, 1], 2] == Annotated[int, 1, 2], typing.get_args(Annotated[Annotated[str, 'x'], 'y']))
print(get_type_hints(type('C', (), {'__annotations__': {'a': Annotated[Annotated[int, 1], 2]}}), include_extras=True))
