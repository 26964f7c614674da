import json
from enum import Enum
from dataclasses import dataclass, field, asdict
from typing import Dict, List


class Category(str, Enum):
    TOOLS = "tools"
    FOOD = "food"
    TOYS = "toys"


@dataclass
class Item:
    name: str
    category: Category
    qty: int
    price: float
    tags: List[str] = field(default_factory=list)

    @property
    def value(self):
        return round(self.qty * self.price, 2)


class Warehouse:
    def __init__(self):
        self.items: Dict[str, Item] = {}

    def add(self, item):
        if item.name in self.items:
            raise KeyError(f"duplicate item {item.name!r}")
        self.items[item.name] = item

    def to_json(self):
        return json.dumps([asdict(i) for i in self.items.values()], indent=2)

    @classmethod
    def from_json(cls, text):
        w = cls()
        for d in json.loads(text):
            d["category"] = Category(d["category"])
            w.add(Item(**d))
        return w

    def report(self):
        lines = []
        for cat in Category:
            items = sorted((i for i in self.items.values() if i.category is cat), key=lambda i: -i.value)
            if not items:
                continue
            total = sum(i.value for i in items)
            lines.append(f"{cat.name.title()} ({len(items)}): {total:,.2f}")
            for i in items:
                tags = f" [{', '.join(i.tags)}]" if i.tags else ""
                lines.append(f"   {i.name:<12} {i.qty:>4} x {i.price:>7.2f} = {i.value:>9,.2f}{tags}")
        return "\n".join(lines)


w = Warehouse()
w.add(Item("hammer", Category.TOOLS, 12, 15.5, ["steel"]))
w.add(Item("apple", Category.FOOD, 300, 0.35))
w.add(Item("robot", Category.TOYS, 3, 129.99, ["battery", "age 8+"]))
w.add(Item("wrench", Category.TOOLS, 7, 22.0))
try:
    w.add(Item("apple", Category.FOOD, 1, 1))
except KeyError as e:
    print("KeyError:", e)
print(w.report())
text = w.to_json()
print(text[:160])
w2 = Warehouse.from_json(text)
print(w2.report() == w.report(), w2.items["robot"].category is Category.TOYS, Category("food").name)
print(json.dumps({"c": Category.TOOLS}), Category.TOOLS == "tools", f"{Category.TOYS}", str(Category.FOOD), repr(Category.FOOD))
print(max(w.items.values(), key=lambda i: i.value).name, sum(i.qty for i in w.items.values()))
try:
    Category("weapons")
except ValueError as e:
    print("ValueError:", e)
