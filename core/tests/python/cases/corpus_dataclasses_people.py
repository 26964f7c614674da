from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, FrozenInstanceError, is_dataclass
from typing import List, Optional
@dataclass
class Address:
    street: str
    city: str = "Springfield"
@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float
    def __str__(self): return f"({self.lat:.1f}, {self.lon:.1f})"
@dataclass
class Person:
    name: str
    age: int
    address: Optional[Address] = None
    emails: List[str] = field(default_factory=list)
    _secret: str = field(default="x", repr=False, compare=False)
    def __post_init__(self):
        if self.age < 0:
            raise ValueError(f"age must be non-negative, got {self.age}")
p = Person("Ann", 30, Address("Main St"), ["a@x.com"])
print(p)
print(asdict(p))
print(astuple(p))
print(replace(p, age=31) == p, replace(p, _secret="y") == p, p == Person("Ann", 30, Address("Main St"), ["a@x.com"], "zz"))
try:
    Person("Bob", -1)
except ValueError as e:
    print(e)
c = Coord(1.25, 2.75)
print(c, repr(c), hash(c) == hash(Coord(1.25, 2.75)), {c: 1})
try:
    c.lat = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print([f.name for f in fields(Person)], is_dataclass(p), is_dataclass(Person), is_dataclass(1))
@dataclass(order=True)
class Card:
    sort_index: int = field(init=False, repr=False)
    rank: str
    suit: str
    def __post_init__(self):
        self.sort_index = "23456789TJQKA".index(self.rank)
cards = [Card("K", "h"), Card("2", "s"), Card("A", "d"), Card("T", "c")]
print(sorted(cards), max(cards))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        items: list = []
except ValueError as e:
    print(e)
@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.x *= scale
print(WithInit(5), WithInit(5, 10))
@dataclass(kw_only=True)
class KW:
    a: int
    b: int = 0
print(KW(a=1), KW(b=2, a=3))
try:
    KW(1)
except TypeError as e:
    print(e)
@dataclass
class Child(Address):
    zip: str = "00000"
print(Child("Elm"), Child.__match_args__, Person.__dataclass_fields__["age"].type)
@dataclass(slots=True)
class Slotted:
    a: int
    b: int = 2
s = Slotted(1)
print(s, Slotted.__slots__)
try:
    s.c = 1
except AttributeError as e:
    print(e)
print(Person.__init__.__doc__ if False else "", Address.__eq__(Address("a"), 1))
