from typing import NamedTuple, TypedDict, get_type_hints, Protocol, runtime_checkable, Optional, List, Dict, Union, Any, get_origin, get_args, Literal, Callable, Tuple
class Emp(NamedTuple):
    name: str
    id: int = 3
    def label(self):
        return f'{self.name}#{self.id}'
e = Emp('guido')
print(e, e.label(), Emp._fields, Emp._field_defaults, Emp.__annotations__)
print(e._replace(id=9), e._asdict(), isinstance(e, tuple))
class Movie(TypedDict):
    title: str
    year: int
class MovieX(Movie, total=False):
    rating: float
m: Movie = {'title': 'Blade', 'year': 1982}
print(m, Movie.__required_keys__ == frozenset({'title', 'year'}), sorted(MovieX.__optional_keys__), MovieX.__total__)
print(Movie(title='x', year=1), type(Movie(title='x', year=1)).__name__)
def f(a: int, b: 'List[str]' = None, *, c: Optional[float] = None) -> Dict[str, int]:
    return {}
print(get_type_hints(f))
class C:
    x: int
    y: 'C'
    z: Union[int, str]
print(get_type_hints(C))
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
class G:
    pass
print(isinstance(F(), Closable), isinstance(G(), Closable), issubclass(F, Closable))
class Plain(Protocol):
    def meth(self): ...
try:
    isinstance(F(), Plain)
except TypeError as e:
    print('TypeError', e)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Union[int, str]), get_args(Optional[int]))
print(get_args(Literal['a', 'b']), get_args(Callable[[int, str], bool]), get_origin(Tuple[int, ...]))
print(Optional[int], List[Dict[str, int]], Union[int, None, str], Callable[..., int])
print(repr(Any), Literal[1, 2], Tuple[()], int | None)
Pair = NamedTuple('Pair', [('a', int), ('b', str)])
print(Pair(1, 'x'), Pair.__annotations__)
TD = TypedDict('TD', {'k': int, 'v': str})
print(TD(k=1, v='a'), TD.__required_keys__ == {'k', 'v'})
