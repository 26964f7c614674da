# A class statement's bases through __mro_entries__ (list[int], typing's aliases, a user's own),
# with __orig_bases__ kept as written and CPython's errors for what cannot be a base.
from typing import Generic, TypeVar, List, Dict, Sequence, Union, Optional
import typing
T = TypeVar("T")
class A(list[int]):
    pass
print(A.__mro__, A([1]), A.__orig_bases__)
class B(List[int]):
    pass
print(B.__mro__, B.__orig_bases__, B([2, 3]))
class C(Dict[str, int], Generic[T]):
    pass
print(C.__mro__)
try:
    class E(Union[int, str]):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class F(Optional[int]):
        pass
except TypeError as e:
    print("TypeError:", e)
class Bad:
    def __mro_entries__(self, bases):
        return [int]
try:
    class H(Bad()):
        pass
except TypeError as e:
    print("TypeError:", e)
class One:
    def __mro_entries__(self, bases):
        return (dict,)
class J(One(), metaclass=type):
    x = 1
print(J.__mro__, J.__orig_bases__[0].__class__.__name__, J.x, "__orig_bases__" in J.__dict__)
class K(list):
    pass
print(hasattr(K, "__orig_bases__"), "__orig_bases__" in K.__dict__)
import collections.abc as cabc
class L(Sequence[int]):
    def __getitem__(self, i): return [1, 2][i]
    def __len__(self): return 2
print(list(L()), L.__mro__[1])
