# typing: generic aliases with type variables substituted (type aliases), Annotated as a class
from typing import *
import typing
T = TypeVar("T"); K = TypeVar("K"); V = TypeVar("V")
Vector = List[T]
print(Vector[float], Vector.__parameters__, Vector[float].__parameters__)
Table = Dict[K, List[V]]
print(Table[str, int], Table.__parameters__)
print(Optional[T][int], Union[T, int][int], Union[T, str][int], Tuple[T, ...][str], Tuple[K, V][int, str])
print(Callable[[T], T][int], Callable[..., T][str], Annotated[List[T], "m"][int])
print(Iterable[Tuple[K, V]][str, bytes], Type[T][int], Mapping[K, V][str, Any], Set[T][frozenset])
try: List[int][str]
except TypeError as e: print(e)
try: Dict[K, V][int]
except TypeError as e: print(e)
try: List[T][int, str]
except TypeError as e: print(e)
print(List[T][int] == List[int], hash(List[T][int]) == hash(List[int]), get_args(Dict[K, V][int, str]))
class Box(Generic[T]): pass
print(List[Box[T]][int], Box[List[T]][str])
print(Annotated, get_origin(Annotated[int, 1]), Annotated[int, "x"], Annotated[Annotated[int, 1], 2] if False else "")
try: Annotated()
except TypeError as e: print(e)
try: Annotated[int]
except TypeError as e: print(e)
try:
    class X(Annotated): pass
except TypeError as e: print(e)
print(get_origin(Annotated[int, 1]) is Annotated, get_args(Annotated[int, 1, "b"]), Annotated[int, 1].__metadata__, Annotated[Set[int], 3] == Annotated[Set[int], 3])
def f2(x: Annotated[int, "u"]) -> Annotated[str, 1]: pass
print(get_type_hints(f2), get_type_hints(f2, include_extras=True))
class TD(TypedDict):
    a: Annotated[Required[int], 1]
    b: Annotated[NotRequired[str], 2]
print(sorted(TD.__required_keys__), sorted(TD.__optional_keys__))
print(Annotated.__module__, Annotated.__name__, Optional[Annotated[int, 1]])
