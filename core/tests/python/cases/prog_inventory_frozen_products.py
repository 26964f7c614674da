from dataclasses import dataclass, field, asdict, astuple, replace, fields
from collections import defaultdict
from typing import Optional
import json


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price_cents: int
    category: str = "misc"

    @property
    def price(self):
        return f"${self.price_cents // 100}.{self.price_cents % 100:02d}"


@dataclass
class StockLine:
    product: Product
    qty: int = 0
    reorder_at: int = 5
    location: Optional[str] = None

    def __post_init__(self):
        if self.qty < 0:
            raise ValueError(f"negative stock for {self.product.sku}")

    @property
    def value(self):
        return self.qty * self.product.price_cents


@dataclass
class Inventory:
    lines: dict = field(default_factory=dict)

    def add(self, product, qty, **kw):
        if product.sku in self.lines:
            self.lines[product.sku].qty += qty
        else:
            self.lines[product.sku] = StockLine(product, qty, **kw)

    def remove(self, sku, qty):
        line = self.lines.get(sku)
        if line is None:
            raise KeyError(sku)
        if qty > line.qty:
            raise ValueError(f"only {line.qty} of {sku} left")
        line.qty -= qty

    def needs_reorder(self):
        return [l.product.sku for l in self.lines.values() if l.qty <= l.reorder_at]

    def by_category(self):
        groups = defaultdict(list)
        for l in self.lines.values():
            groups[l.product.category].append(l)
        return dict(sorted(groups.items()))

    def total_value(self):
        return sum(l.value for l in self.lines.values())


pen = Product("P-01", "Pen", 150, "office")
pad = Product("P-02", "Notepad", 325, "office")
mug = Product("K-10", "Mug", 899, "kitchen")
tape = Product("X-99", "Tape", 99)

inv = Inventory()
inv.add(pen, 40, location="A1")
inv.add(pad, 6)
inv.add(mug, 3, reorder_at=2)
inv.add(tape, 12)
inv.add(pen, 10)
print(inv.lines["P-01"])
print(pen, pen.price, hash(pen) == hash(Product("P-01", "Pen", 150, "office")))
try:
    pen.price_cents = 1
except Exception as e:
    print(type(e).__name__, e)

inv.remove("P-02", 2)
for sku, qty in [("K-10", 5), ("Z-00", 1)]:
    try:
        inv.remove(sku, qty)
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)

print("reorder:", inv.needs_reorder())
for cat, lines in inv.by_category().items():
    total = sum(l.value for l in lines)
    print(f"{cat:<8} {len(lines)} lines  {total / 100:>8.2f}")
print("total", inv.total_value())

print(asdict(inv.lines["K-10"]))
print(astuple(mug))
cheaper = replace(mug, price_cents=799)
print(cheaper, cheaper == mug, cheaper.price)
print([f.name for f in fields(StockLine)], [f.default for f in fields(Product)][-1])
print(json.dumps(asdict(inv), sort_keys=True)[:120])
try:
    StockLine(pen, -1)
except ValueError as e:
    print("ValueError:", e)
print(sorted(inv.lines.values(), key=lambda l: l.value, reverse=True)[0].product.name)
print(Product.__dataclass_fields__["category"].default, StockLine.__match_args__)
