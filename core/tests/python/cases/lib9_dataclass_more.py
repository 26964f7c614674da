from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar, FrozenInstanceError, is_dataclass
import dataclasses
from typing import ClassVar, Any
@dataclass(slots=True)
class S:
    a: int
    b: list = field(default_factory=list)
s = S(1); print(s, S.__slots__, hasattr(s, '__dict__'))
try:
    s.c = 1
except AttributeError as e:
    print('AttributeError', e)
@dataclass
class Base:
    x: int = 0
    y: int = 1
@dataclass
class Child(Base):
    z: int = 2
    x: int = 10
print(Child(), [f.name for f in fields(Child)], Child(1, 2, 3))
@dataclass
class Node:
    val: int
    nxt: Any = None
n = Node(1); n.nxt = n; print(n)
@dataclass(unsafe_hash=True)
class H:
    a: int
    b: list = field(default_factory=list, hash=False, compare=False)
print(hash(H(1)) == hash(H(1, [2])), H(1) == H(1, [5]))
@dataclass(order=True)
class O1:
    a: int
@dataclass(order=True)
class O2:
    a: int
try:
    O1(1) < O2(2)
except TypeError as e:
    print('TypeError', e)
print(O1(1) == O2(1), O1(1) == (1,), O1(2) >= O1(2))
@dataclass(frozen=True)
class FB:
    a: int
try:
    @dataclass
    class NF(FB):
        b: int = 0
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(frozen=True)
    class FN(Base):
        b: int = 0
except TypeError as e:
    print('TypeError', e)
try:
    del FB(1).a
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
@dataclass
class CV:
    cls_count: ClassVar[int] = 0
    a: int = 1
    def __post_init__(self): CV.cls_count += 1
CV(); CV(); print(CV.cls_count, [f.name for f in fields(CV)], CV.__match_args__)
try:
    @dataclass
    class BadD:
        d: dict = {}
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass
    class BadS:
        d: set = set()
except ValueError as e:
    print('ValueError', e)
@dataclass
class KW:
    a: int
    b: int = field(kw_only=True, default=5)
    c: int = 3
print(KW(1), KW(1, 2, b=0), KW.__match_args__)
@dataclass(kw_only=True)
class AllKW:
    a: int
    b: int = 2
print(AllKW(a=1))
try:
    AllKW(1)
except TypeError as e:
    print('TypeError', e)
print(is_dataclass(S), is_dataclass(s), dataclasses.fields(s)[0].type, repr(field(default=1)).startswith('Field('))
@dataclass
class WithInit:
    a: int
    b: InitVar[str] = 'x'
    c: str = field(init=False)
    def __post_init__(self, b): self.c = b * self.a
print(WithInit(3), WithInit(2, 'ab'), replace(WithInit(1, 'q'), a=2, b='z'))
try:
    replace(WithInit(1), c='x')
except ValueError as e:
    print('ValueError', e)
try:
    replace(WithInit(1))
except ValueError as e:
    print('ValueError', e)
@dataclass
class Deep:
    items: dict
    pairs: tuple
print(asdict(Deep({'k': [Node(1)]}, (Node(2), [Node(3)]))), astuple(Deep({}, ())))
print(asdict(Deep({'a': 1}, ()), dict_factory=lambda kv: sorted(kv)), astuple(Node(1, Node(2)), tuple_factory=list))
@dataclass(init=False)
class NoInit:
    a: int = 5
print(NoInit(), NoInit.__init__ is object.__init__)
@dataclass(eq=True, frozen=False)
class Unh:
    a: int
print(Unh.__hash__)
@dataclass
class Comp:
    a: int = field(default=1, repr=False)
    b: int = field(default=2, metadata={'unit': 'cm'})
print(Comp(), fields(Comp)[1].metadata['unit'], type(fields(Comp)[1].metadata).__name__, fields(Comp)[0].repr)
