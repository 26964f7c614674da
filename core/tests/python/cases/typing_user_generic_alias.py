from typing import Generic, TypeVar, get_origin, get_args, Sequence, List, Dict, Optional, Union
T = TypeVar('T')
class Box(Generic[T]):
    def __init__(self, v): self.v = v
b = Box[int](3)
print(b.v, Box[int], get_origin(Box[int]), get_args(Box[int]))
print(get_origin(Sequence[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_origin(List[int]), List[int], Union[int, str])
print(getattr(b, '__orig_class__', None), Box[int] == Box[int], Box[int] == Box[str])
class IntBox(Box[int]):
    pass
print([c.__name__ for c in IntBox.__mro__], IntBox(4).v)
K = TypeVar('K'); V = TypeVar('V')
class Pair(Generic[K, V]):
    __slots__ = ('k',)
    def __init__(self, k): self.k = k
p = Pair[str, int]('a')
print(p.k, Pair[str, int], hasattr(p, '__orig_class__'))
print(Box[int].__name__ if hasattr(Box[int], '__name__') else 'noname')
