from typing import *
class M(TypedDict, total=False):
    a: Required[int]
    b: NotRequired[Annotated[str, 'x']]
    c: TypeGuard[int]
print(get_type_hints(M))
print(get_type_hints(M, include_extras=True))
print(M.__required_keys__ == frozenset({'a', 'c'}) if hasattr(M, '__required_keys__') else 'no')
print(sorted(M.__required_keys__), sorted(M.__optional_keys__))
class N(M):
    d: int
    e: NotRequired[int]
print(sorted(N.__required_keys__), sorted(N.__optional_keys__), N.__total__)
F = TypedDict('F', {'x': int, 'y': NotRequired[str]})
print(sorted(F.__required_keys__), sorted(F.__optional_keys__))
print(get_type_hints(N))
print(M(a=1), F(x=1, y="s"), is_typeddict(N))
print(get_type_hints(F, include_extras=True))
Required[int]()
