from collections import defaultdict
from dataclasses import dataclass
@dataclass
class Item:
    sku: str
    category: str
    qty: int
    price: float
    @property
    def value(self): return self.qty * self.price
items = [Item("A1", "tools", 3, 9.99), Item("B2", "toys", 10, 2.5), Item("C3", "tools", 1, 120.0), Item("D4", "food", 40, 0.75)]
by_cat = defaultdict(list)
for it in items:
    by_cat[it.category].append(it)
print(f"{'category':<10}{'count':>6}{'value':>12}")
for cat, its in sorted(by_cat.items(), key=lambda kv: -sum(i.value for i in kv[1])):
    print(f"{cat:<10}{len(its):>6}{sum(i.value for i in its):>12,.2f}")
top = max(items, key=lambda i: i.value)
print(f"top: {top.sku} ({top.value:.1f})", "%-5s|%6.2f" % (top.sku, top.price))
