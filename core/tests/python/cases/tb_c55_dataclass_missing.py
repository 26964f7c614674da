from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)
print(Item("a"))
print(Item("b", qty=2))
Item(qty=3)
