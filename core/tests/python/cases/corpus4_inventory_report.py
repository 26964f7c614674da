from dataclasses import dataclass, field
from collections import defaultdict
from enum import Enum
from itertools import groupby
from operator import attrgetter
import statistics
class Cat(Enum):
    TOOLS = "tools"
    FOOD = "food"
    TOYS = "toys"
@dataclass
class Item:
    sku: str
    name: str
    cat: Cat
    qty: int
    price: float
    tags: set = field(default_factory=set)
    @property
    def value(self):
        return self.qty * self.price
stock = [
    Item("T-100", "Hammer", Cat.TOOLS, 12, 9.99, {"steel"}),
    Item("F-200", "Apple", Cat.FOOD, 140, 0.35),
    Item("T-101", "Wrench", Cat.TOOLS, 0, 14.5),
    Item("Y-300", "Yo-yo", Cat.TOYS, 33, 2.25, {"kids"}),
    Item("F-201", "Bread", Cat.FOOD, 8, 3.1),
    Item("Y-301", "Kite", Cat.TOYS, 5, 18.0, {"kids", "outdoor"}),
    Item("T-102", "Saw", Cat.TOOLS, 3, 22.75),
]
print(f"{'SKU':<6} {'Name':<8} {'Cat':<6} {'Qty':>4} {'Price':>7} {'Value':>9}")
print("=" * 45)
for it in sorted(stock, key=attrgetter("cat.value", "sku")):
    flag = " *" if it.qty == 0 else ""
    print(f"{it.sku:<6} {it.name:<8} {it.cat.value:<6} {it.qty:>4} {it.price:>7.2f} {it.value:>9,.2f}{flag}")
print("-" * 45)
for cat, items in groupby(sorted(stock, key=lambda i: i.cat.value), key=lambda i: i.cat):
    items = list(items)
    print(f"{cat.name.title():<8} n={len(items)} total={sum(i.value for i in items):>8.2f} avg_price={statistics.mean(i.price for i in items):.3f}")
total = sum(i.value for i in stock)
print(f"TOTAL {total:,.2f}  median price {statistics.median(i.price for i in stock)}")
by_tag = defaultdict(list)
for it in stock:
    for t in sorted(it.tags):
        by_tag[t].append(it.name)
print(dict(sorted(by_tag.items())))
low = [i.name for i in stock if 0 < i.qty < 10]
print("low stock:", ", ".join(low) or "none", "| out:", [i.sku for i in stock if not i.qty])
def restock(items, threshold=10, amount=25):
    for i in items:
        if i.qty < threshold:
            yield i.sku, i.qty, i.qty + amount
            i.qty += amount
print(list(restock(stock)))
print(max(stock, key=attrgetter("value")).name, min(stock, key=lambda i: (i.price, i.name)).name)
pct = {i.sku: f"{i.value / sum(j.value for j in stock):.1%}" for i in stock}
print(pct)
