from dataclasses import dataclass, field, fields, InitVar, KW_ONLY, asdict, replace, MISSING, is_dataclass
import dataclasses
@dataclass
class A:
    x: int
    _: KW_ONLY
    y: int = 0
    z: list = field(default_factory=list, metadata={'unit': 'm'})
@dataclass
class B(A):
    w: int = 9
print(B(1, y=2, w=3), [f.name for f in fields(B)], [f.kw_only for f in fields(B)], B.__match_args__)
print(fields(A)[2].metadata['unit'], dict(fields(A)[2].metadata), type(fields(A)[2].metadata).__name__)
import inspect
print(inspect.signature(B), inspect.signature(A))
@dataclass
class C:
    a: int
    b: InitVar[int] = 5
    c: int = field(default=0, kw_only=True)
    def __post_init__(self, b):
        self.a += b
print(C(1), C(1, 2, c=3), inspect.signature(C), 'b' in {f.name for f in fields(C)})
try:
    replace(C(1), b=3)
except ValueError as e:
    print('ValueError', e)
@dataclass
class D:
    items: list = field(default_factory=list)
d1, d2 = D(), D()
d1.items.append(1); print(d1, d2, d1 == d2)
@dataclass(frozen=True)
class Fz:
    v: int
@dataclass(frozen=True)
class Fz2(Fz):
    w: int = 0
print(Fz2(1, 2), hash(Fz2(1, 2)) == hash((1, 2)))
try:
    @dataclass
    class Thaw(Fz):
        q: int = 0
except TypeError as e:
    print('TypeError', e)
@dataclass
class WithDefaults:
    a: int = 1
    b: str = 'x'
    c: tuple = (1, 2)
print(WithDefaults(), WithDefaults.a, WithDefaults.c, WithDefaults.__dataclass_params__.__class__.__name__)
@dataclass(match_args=False, repr=True, eq=True)
class NoMatch:
    q: int
print(hasattr(NoMatch, '__match_args__'), NoMatch(1))
@dataclass
class Rec:
    name: str
    child: 'Rec | None' = None
r = Rec('a', Rec('b', Rec('c')))
print(r, asdict(r))
@dataclass
class Ann:
    x: int
    y: 'list[int]' = field(default_factory=lambda: [0])
    z: dataclasses.InitVar[str] = 'q'
    def __post_init__(self, z): self.tag = z * 2
a = Ann(1); print(a, a.tag, vars(a))
@dataclass(eq=True, order=True)
class Ver:
    parts: tuple
print(sorted([Ver((1, 10)), Ver((1, 2)), Ver((0, 99))]), Ver((1,)) < Ver((1, 0)))
@dataclass
class Eq:
    x: float
print(Eq(float('nan')) == Eq(float('nan')), Eq(1) == Eq(1.0), Eq(1) != Eq(2))
@dataclass
class S:
    x: int
    def __repr__(self): return 'custom'
print(S(1), repr([S(2)]))
@dataclass(init=False)
class NI:
    a: int = 3
    def __init__(self, v): self.a = v * 2
print(NI(4))
@dataclass
class CV:
    from typing import ClassVar
    count: ClassVar[int] = 0
    val: int = 0
    def __post_init__(self): CV.count += 1
CV(); CV(); print(CV.count, fields(CV)[0].name, len(fields(CV)))
print(is_dataclass(CV()), is_dataclass(int), dataclasses.fields(CV())[0].type)
try:
    fields(3)
except TypeError as e:
    print('TypeError', e)
try:
    D(1, 2)
except TypeError as e:
    print('TypeError', e)
try:
    A()
except TypeError as e:
    print('TypeError', e)
