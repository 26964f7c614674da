from dataclasses import dataclass, field, asdict, replace, astuple
from typing import List, Optional

@dataclass(order=True)
class Item:
    sort_key: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    def __post_init__(self):
        self.sort_key = self.price * self.qty

    @property
    def total(self):
        return self.price * self.qty

@dataclass(frozen=True)
class Location:
    aisle: int
    shelf: str = "A"
    note: Optional[str] = None

items = [Item("bolt", 0.25, 400, ["metal"]), Item("nut", 0.1, 1000), Item("gear", 12.5, 3, ["metal", "big"])]
for it in sorted(items):
    print(it, f"{it.total:.2f}")
print(asdict(items[0]))
print(astuple(items[2]))
cheap = replace(items[2], price=10.0)
print(cheap, cheap.sort_key)
print(items[0] == Item("bolt", 0.25, 400, ["metal"]))
loc = Location(3)
print(loc, hash(loc) == hash(Location(3)))
try:
    loc.aisle = 4
except Exception as e:
    print(type(e).__name__, e)
print(Location(1, "B", "top") < Location(2) if hasattr(Location, "__lt__") and Location.__lt__ is not object.__lt__ else "no order")
try:
    Item()
except TypeError as e:
    print("TypeError:", e)
print([f.name for f in __import__("dataclasses").fields(Item)])
print(Item.__annotations__)
