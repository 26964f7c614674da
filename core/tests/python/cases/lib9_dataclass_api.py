import dataclasses
from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar, KW_ONLY, is_dataclass, FrozenInstanceError
@dataclass(order=True)
class Item:
    sort_index: int = field(init=False, repr=False)
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list, compare=False)
    def __post_init__(self):
        self.sort_index = int(self.price * 100)
a = Item('a', 2.5); b = Item('b', 1.0, ['x'])
print(a, b, a > b, sorted([a, b])[0].name)
print([f.name for f in fields(a)], asdict(b), astuple(b))
print(replace(a, price=9.0), is_dataclass(a), is_dataclass(Item), is_dataclass(1))
@dataclass
class P:
    x: int
    _: KW_ONLY
    y: int = 0
    z: int = 1
print(P(1, z=5), P(2))
try:
    P(1, 2)
except TypeError as e:
    print('TypeError', e)
@dataclass
class Q:
    a: int
    scale: InitVar[int] = 2
    def __post_init__(self, scale): self.a *= scale
q = Q(3); print(q, Q(3, 10), [f.name for f in fields(Q)])
@dataclass(frozen=True)
class F:
    v: int
    w: tuple = ()
f = F(1)
try:
    f.v = 2
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
print(hash(f) == hash(F(1)), f == F(1), {f, F(1)} == {F(1)})
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass
    class Bad2:
        x: int = 0
        y: int
except TypeError as e:
    print('TypeError', e)
@dataclass(eq=False)
class NE:
    a: int
print(NE(1) == NE(1), NE(1).__eq__(NE(1)))
@dataclass
class Nest:
    items: list
    m: dict
n = Nest([Item('z', 1.0)], {'k': F(2)})
print(asdict(n))
print(astuple(n))
C = dataclasses.make_dataclass('C', [('x', int), ('y', int, field(default=5))], namespace={'s': lambda self: self.x + self.y})
print(C(1), C(1).s(), C.__name__)
@dataclass(repr=False)
class NoRepr:
    a: int = 1
print(repr(NoRepr()).startswith('<'), NoRepr.__dataclass_params__.repr if hasattr(NoRepr, '__dataclass_params__') else '')
print(fields(P)[1].kw_only, fields(P)[0].kw_only, Item.__match_args__, P.__match_args__)
print(field(default=1).default, dataclasses.MISSING is fields(Item)[1].default)
