from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import Optional, List, Dict
from collections import defaultdict
import csv
import io


@dataclass(frozen=True)
class SKU:
    category: str
    number: int

    def __str__(self):
        return f"{self.category.upper()}-{self.number:05d}"


@dataclass
class Item:
    sku: SKU
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)
    supplier: Optional[str] = None
    discount: InitVar[float] = 0.0

    def __post_init__(self, discount):
        if self.price < 0:
            raise ValueError(f"negative price for {self.name}")
        if discount:
            self.price = round(self.price * (1 - discount), 2)

    @property
    def value(self):
        return round(self.price * self.qty, 2)


@dataclass
class Inventory:
    items: Dict[SKU, Item] = field(default_factory=dict)
    log: List[str] = field(default_factory=list, repr=False)

    def add(self, item):
        if item.sku in self.items:
            self.items[item.sku].qty += item.qty
            self.log.append(f"restock {item.sku} +{item.qty}")
        else:
            self.items[item.sku] = item
            self.log.append(f"new {item.sku}")

    def remove(self, sku, qty):
        item = self.items.get(sku)
        if item is None:
            raise KeyError(str(sku))
        if qty > item.qty:
            raise ValueError(f"only {item.qty} of {item.name} left")
        item.qty -= qty
        self.log.append(f"sold {sku} -{qty}")
        if item.qty == 0:
            del self.items[sku]
            self.log.append(f"removed {sku}")

    def by_category(self):
        groups = defaultdict(list)
        for it in self.items.values():
            groups[it.sku.category].append(it)
        return {k: sorted(v, key=lambda i: i.name) for k, v in sorted(groups.items())}

    def total_value(self):
        return round(sum(i.value for i in self.items.values()), 2)

    def low_stock(self, threshold=5):
        return [i.name for i in sorted(self.items.values(), key=lambda i: (i.qty, i.name)) if i.qty < threshold]

    def to_csv(self):
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["sku", "name", "price", "qty", "tags"])
        for it in sorted(self.items.values(), key=lambda i: str(i.sku)):
            w.writerow([str(it.sku), it.name, f"{it.price:.2f}", it.qty, ";".join(it.tags)])
        return buf.getvalue()


inv = Inventory()
rows = [
    (SKU("tool", 12), "Hammer", 12.5, 10, ["steel", "hand"], "Acme"),
    (SKU("tool", 7), "Screwdriver, flat", 4.25, 3, ["hand"], None),
    (SKU("garden", 3), "Hose \"50ft\"", 30.0, 2, [], "GreenCo"),
    (SKU("garden", 4), "Rake", 15.0, 6, ["hand"], "GreenCo"),
    (SKU("paint", 1), "White paint", 22.99, 8, ["interior"], "Colors"),
]
for sku, name, price, qty, tags, sup in rows:
    inv.add(Item(sku, name, price, qty, tags, sup))
inv.add(Item(SKU("tool", 12), "Hammer", 12.5, 5))
inv.add(Item(SKU("paint", 2), "Primer", 20.0, 4, discount=0.15))
print(inv.items[SKU("paint", 2)])
print(SKU("tool", 12) == SKU("tool", 12), hash(SKU("a", 1)) == hash(SKU("a", 1)), str(SKU("x", 42)), repr(SKU("x", 42)))
try:
    SKU("x", 1).number = 2
except Exception as e:
    print(type(e).__name__, e)
inv.remove(SKU("garden", 3), 2)
for sku, qty in [(SKU("tool", 7), 5), (SKU("nope", 0), 1)]:
    try:
        inv.remove(sku, qty)
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
for cat, items in inv.by_category().items():
    print(cat, [(i.name, i.qty, i.value) for i in items])
print("total", inv.total_value(), "low", inv.low_stock())
print(inv.to_csv(), end="")
back = list(csv.DictReader(io.StringIO(inv.to_csv())))
print(back[1], len(back))
h = inv.items[SKU("tool", 12)]
print(asdict(h))
print(astuple(inv.items[SKU("tool", 7)]))
h2 = replace(h, qty=1, name="Mallet")
print(h2.name, h2.qty, h.qty, h2.sku is h.sku, h2 == h, h == replace(h))
print([f.name for f in fields(Item)], [f.name for f in fields(h) if f.default is not None and f.default_factory is None])
try:
    Item(SKU("x", 0), "bad", -1.0)
except ValueError as e:
    print(e)
print(inv.log)
print(sorted(inv.items, key=lambda s: (s.category, s.number))[0], max(inv.items.values(), key=lambda i: i.value).name)
print(Inventory(), Item(SKU("z", 9), "Zip", 1.0) == Item(SKU("z", 9), "Zip", 1.0, 0, []))
