from dataclasses import dataclass, field, asdict, astuple, replace, fields, make_dataclass, is_dataclass
from typing import Optional
import dataclasses, json
@dataclass
class Address:
    street: str
    city: str
    zip: Optional[str] = None
@dataclass
class Person:
    name: str
    age: int
    address: Address
    emails: list[str] = field(default_factory=list)
    meta: dict = field(default_factory=dict, repr=False)
    def is_adult(self) -> bool:
        return self.age >= 18
p = Person('Ann', 34, Address('1 Main', 'Springfield'), ['a@x.org'])
print(p)
print(json.dumps(asdict(p), indent=1))
print(astuple(p))
q = replace(p, age=17, address=replace(p.address, city='Shelbyville'))
print(q.is_adult(), q.address, p.address.city)
print(p == replace(p), p != q)
try:
    replace(p, nope=1)
except TypeError as e:
    print('TypeError', e)
Pt = make_dataclass('Pt', ['x', ('y', int), ('z', int, field(default=0))], namespace={'norm': lambda s: s.x + s.y + s.z})
print(Pt(1, 2), Pt(1, 2, 3).norm(), [f.name for f in fields(Pt)], is_dataclass(Pt))
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
tasks = sorted([Task(3, 'c'), Task(1, 'a'), Task(2, 'b'), Task(1, 'z')])
print(tasks)
@dataclass
class Counter:
    count: int = 0
    def inc(self, n=1):
        self.count += n
        return self
print(Counter().inc().inc(5))
@dataclass(repr=False)
class NoRepr:
    x: int
print(repr(NoRepr(1)).startswith('<__main__.NoRepr object at'))
@dataclass
class WithProp:
    _x: int = 0
    @property
    def x(self): return self._x * 2
print(WithProp(4).x, WithProp())
@dataclass(frozen=True)
class FP:
    a: int
    b: tuple = ()
    def __post_init__(self):
        object.__setattr__(self, 'b', tuple(self.b))
print(FP(1, [2, 3]), hash(FP(1, [2])) == hash(FP(1, (2,))), {FP(1): 'one'}[FP(1)])
try:
    del FP(1).a
except dataclasses.FrozenInstanceError as e:
    print('FrozenInstanceError', e)
print(repr(dataclasses.fields(FP)[1]).split(',default_factory')[0])
@dataclass
class Inv:
    items: list = field(default_factory=lambda: [1, 2])
    total: int = field(init=False, default=0)
    def __post_init__(self): self.total = sum(self.items)
print(Inv(), Inv([5, 5]))
try:
    Inv(total=5)
except TypeError as e:
    print('TypeError', e)
print(asdict(Inv(), dict_factory=lambda kv: sorted(kv)))
@dataclass
class Nested:
    pairs: dict
    tup: tuple
print(asdict(Nested({'k': Address('s', 'c')}, (Address('t', 'u'), 1))))
print(dataclasses.asdict(Person('b', 1, Address('x', 'y')))['address'])
try:
    asdict(Address)
except TypeError as e:
    print('TypeError', e)
