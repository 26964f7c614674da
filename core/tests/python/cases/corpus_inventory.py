from dataclasses import dataclass, field
from typing import List, Dict
from collections import defaultdict

@dataclass(order=True)
class Item:
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def total(self):
        return self.price * self.qty

class Inventory:
    def __init__(self):
        self.items: Dict[str, Item] = {}

    def add(self, item):
        if item.name in self.items:
            raise KeyError(f"duplicate item {item.name!r}")
        self.items[item.name] = item

    def remove(self, name, n=1):
        it = self.items[name]
        if it.qty < n:
            raise ValueError(f"only {it.qty} of {name} left, wanted {n}")
        it.qty -= n

    def by_tag(self):
        d = defaultdict(list)
        for it in self.items.values():
            for t in it.tags:
                d[t].append(it.name)
        return dict(d)

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(sorted(self.items.values()))

inv = Inventory()
inv.add(Item("apple", 0.5, 100, ["fruit", "red"]))
inv.add(Item("pear", 0.75, 20, ["fruit"]))
inv.add(Item("hammer", 12.99, 3, ["tool"]))
inv.add(Item("banana", 0.25, 0))
try:
    inv.add(Item("pear", 1.0))
except KeyError as e:
    print("KeyError:", e)
try:
    inv.remove("hammer", 5)
except ValueError as e:
    print("ValueError:", e)
try:
    inv.remove("nails")
except KeyError as e:
    print("KeyError:", e, repr(e))
for it in inv:
    print(f"{it.name:<10}{it.price:>8.2f}{it.qty:>5d}{it.total:>10,.2f}")
print(inv.by_tag())
print(len(inv), Item("x", 1.0) < Item("y", 0.5))
print(repr(Item("z", 2.5, 1, ["a"])))
print(sum(i.total for i in inv))
print(max(inv, key=lambda i: i.total).name)
