from dataclasses import dataclass, field
from collections import defaultdict
import random

@dataclass
class Product:
    sku: str
    price: float
    stock: int
    reorder_at: int = 5
    reorder_qty: int = 20

@dataclass
class Store:
    products: dict = field(default_factory=dict)
    ledger: list = field(default_factory=list)
    revenue: float = 0.0
    lost_sales: defaultdict = field(default_factory=lambda: defaultdict(int))

    def add(self, p):
        self.products[p.sku] = p

    def sell(self, sku, qty, day):
        p = self.products[sku]
        sold = min(qty, p.stock)
        p.stock -= sold
        self.revenue += sold * p.price
        if sold < qty:
            self.lost_sales[sku] += qty - sold
        self.ledger.append((day, sku, sold))
        if p.stock <= p.reorder_at:
            p.stock += p.reorder_qty
            self.ledger.append((day, sku, f"+{p.reorder_qty}"))

store = Store()
for sku, price, stock in [("A100", 2.5, 30), ("B200", 12.0, 8), ("C300", 99.99, 2)]:
    store.add(Product(sku, price, stock))
rng = random.Random(2024)
for day in range(1, 8):
    for _ in range(3):
        sku = rng.choice(sorted(store.products))
        store.sell(sku, rng.randint(1, 6), day)
print(f"revenue: {store.revenue:,.2f}")
for p in store.products.values():
    print(f"{p.sku}: stock={p.stock:>3} value={p.stock * p.price:>9.2f}")
print(dict(store.lost_sales))
restocks = [e for e in store.ledger if isinstance(e[2], str)]
print(len(store.ledger), len(restocks), restocks[:3])
by_day = defaultdict(int)
for day, sku, q in store.ledger:
    if isinstance(q, int):
        by_day[day] += q
print(" ".join(f"d{d}:{n}" for d, n in sorted(by_day.items())))
