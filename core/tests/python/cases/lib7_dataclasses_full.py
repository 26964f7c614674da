from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, KW_ONLY, is_dataclass, FrozenInstanceError, MISSING
from typing import List, ClassVar

@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    qty: int = field(default=1, repr=False, compare=False)
    kind: ClassVar[str] = 'item'
print(Item('pen'), Item('pen', 1.5, ['a']) == Item('pen', 1.5, ['a'], qty=9))
print([f.name for f in fields(Item)], Item.kind, is_dataclass(Item), is_dataclass(Item('x')))
print(asdict(Item('a', tags=['t'])), astuple(Item('a', 2)))
print(replace(Item('a', 2.0), price=3.0))

@dataclass(frozen=True, order=True)
class Ver:
    major: int
    minor: int = 0
    def __str__(self):
        return f'{self.major}.{self.minor}'
vs = [Ver(1, 2), Ver(0, 9), Ver(1)]
print(sorted(vs), str(max(vs)), Ver(1) < Ver(1, 1), hash(Ver(1, 2)) == hash(Ver(1, 2)))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
try:
    Ver(1) < (1, 0)
except TypeError as e:
    print('TypeError', e)

@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    scale: InitVar[float] = 1.0
    def __post_init__(self, scale):
        self.w *= scale; self.h *= scale
        self.area = self.w * self.h
r = Rect(2, 3, scale=2)
print(r, fields(r)[2].init, [f.name for f in fields(r)])

@dataclass
class Opts:
    path: str
    _: KW_ONLY
    verbose: bool = False
    level: int = 0
print(Opts('x', level=3), Opts('y', verbose=True))
try:
    Opts('x', True)
except TypeError as e:
    print('TypeError', e)

@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
print(K(a=1))

@dataclass(slots=True)
class S:
    x: int
    y: int = 0
s = S(1)
print(s, S.__slots__, hasattr(s, '__dict__'))
try:
    s.z = 1
except AttributeError as e:
    print('AttributeError', e)

@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
n = Node(1, [Node(2), Node(3, [Node(4)])])
print(n)
print(asdict(n))
print(astuple(n))
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass
    class Bad2:
        x: int = 1
        y: int
except TypeError as e:
    print('TypeError', e)
@dataclass(eq=False)
class NE:
    x: int
print(NE(1) == NE(1), NE(1).__eq__(NE(1)))
@dataclass(unsafe_hash=True)
class H:
    x: int
    y: list = field(hash=False, default=None)
print(hash(H(1)) == hash(H(1, [2])))
print(fields(Item)[1].default, fields(Item)[2].default is MISSING, fields(Item)[2].default_factory)
@dataclass
class Base:
    x: int = 0
@dataclass
class Der(Base):
    y: int = 1
    x: int = 5
print(Der(), Der(1, 2))
print(repr(fields(Ver)[0]).split(',')[0])
