from __future__ import annotations
import dataclasses, typing
from dataclasses import dataclass, field, InitVar, fields
from typing import ClassVar
@dataclass
class A:
    x: int
    y: ClassVar[int] = 5
    z: typing.ClassVar[str] = 'z'
    w: InitVar[int] = 0
    v: dataclasses.InitVar[str] = ''
    items: list[int] = field(default_factory=list)
    def __post_init__(self, w, v): self.total = w + len(v)
a = A(1, 2, 'abc')
print(a, [f.name for f in fields(A)], A.__annotations__, a.total, A.y, A.z, A.__dataclass_fields__['y']._field_type if False else '')
print(typing.get_type_hints(A) if False else '', A.__dataclass_fields__['x'].type, type(A.__dataclass_fields__['x'].type).__name__)
@dataclass(frozen=True, order=True)
class Ver:
    major: int
    minor: int = 0
    label: str = field(default='', compare=False)
print(sorted([Ver(1, 2, 'b'), Ver(1, 0), Ver(0, 9, 'a')]), Ver(1) == Ver(1, 0, 'x'), hash(Ver(1)) == hash(Ver(1, 0, 'y')))
def fn(a: int, b: 'str') -> list[int]: ...
print(fn.__annotations__, typing.get_type_hints(fn))
class C:
    attr: Undefined
    other: int = 3
print(C.__annotations__)
