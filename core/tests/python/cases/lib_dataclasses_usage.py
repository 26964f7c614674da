from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from typing import List, Optional
@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    tags: List[str] = field(default_factory=list)
    def total(self):
        return self.price * self.qty
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
@dataclass
class Order:
    id: int
    items: List[Item] = field(default_factory=list)
    note: Optional[str] = field(default=None, repr=False)
    def __post_init__(self):
        self.count = len(self.items)
i = Item("pen", 1.5, 4)
print(i, i.total(), i == Item("pen", 1.5, 4, []), asdict(i), astuple(i))
o = Order(7, [i, Item("ink", 3.0)])
print(o, o.count, asdict(o))
print(sorted([Version(1, 2), Version(1, 0, 5), Version(0, 9)]), Version(1) < Version(1, 0, 1), hash(Version(1)) == hash(Version(1)))
try:
    Version(1).major = 2
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(replace(Version(1, 2, 3), patch=9), [f.name for f in fields(Item)], fields(Item)[3].default_factory is list)
try:
    Item("x")
except TypeError as e:
    print("TypeError:", e)
