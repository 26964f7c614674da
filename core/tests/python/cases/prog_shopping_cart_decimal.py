from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass, field
from typing import Dict


@dataclass(frozen=True)
class Item:
    sku: str
    name: str
    price: Decimal
    taxable: bool = True


@dataclass
class Coupon:
    code: str
    percent: int = 0
    amount: Decimal = Decimal("0")
    min_total: Decimal = Decimal("0")

    def discount(self, subtotal):
        if subtotal < self.min_total:
            raise ValueError(f"coupon {self.code} needs a subtotal of {self.min_total}")
        d = subtotal * self.percent / 100 + self.amount
        return min(d, subtotal)


@dataclass
class Cart:
    tax_rate: Decimal = Decimal("0.0825")
    lines: Dict[str, list] = field(default_factory=dict)
    coupons: list = field(default_factory=list)

    def add(self, item, qty=1):
        if qty <= 0:
            raise ValueError("quantity must be positive")
        if item.sku in self.lines:
            self.lines[item.sku][1] += qty
        else:
            self.lines[item.sku] = [item, qty]

    def remove(self, sku, qty=None):
        item, have = self.lines[sku]
        if qty is None or qty >= have:
            del self.lines[sku]
        else:
            self.lines[sku][1] = have - qty

    @property
    def subtotal(self):
        return sum((item.price * qty for item, qty in self.lines.values()), Decimal("0"))

    def total(self):
        sub = self.subtotal
        disc = sum((c.discount(sub) for c in self.coupons), Decimal("0"))
        ratio = (sub - disc) / sub if sub else Decimal("0")
        taxable = sum((i.price * q for i, q in self.lines.values() if i.taxable), Decimal("0")) * ratio
        tax = (taxable * self.tax_rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        total = (sub - disc + tax).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        return sub, disc.quantize(Decimal("0.01")), tax, total

    def receipt(self):
        out = []
        for item, qty in sorted(self.lines.values(), key=lambda l: l[0].name):
            flag = "" if item.taxable else " (no tax)"
            out.append(f"{qty:>3} x {item.name:<14}{item.price:>8} {item.price * qty:>9}{flag}")
        sub, disc, tax, total = self.total()
        out.append(f"{'subtotal':>27}{sub:>9}")
        if disc:
            out.append(f"{'discount':>27}{-disc:>9}")
        out.append(f"{'tax':>27}{tax:>9}")
        out.append(f"{'TOTAL':>27}{total:>9}")
        return "\n".join(out)


apple = Item("A1", "Apple", Decimal("0.45"), taxable=False)
soap = Item("S7", "Soap bar", Decimal("3.99"))
tv = Item("T2", "Television", Decimal("499.00"))
cart = Cart()
cart.add(apple, 6)
cart.add(soap, 2)
cart.add(apple, 4)
print(cart.receipt())
print()
cart.add(tv)
cart.coupons.append(Coupon("SAVE10", percent=10, min_total=Decimal("100")))
print(cart.receipt())
print()
cart.remove("T2")
try:
    print(cart.receipt())
except ValueError as e:
    print("ValueError:", e)
cart.coupons.clear()
cart.coupons.append(Coupon("FIVE", amount=Decimal("5")))
print(cart.receipt())
for bad in [lambda: cart.add(soap, 0), lambda: cart.remove("ZZ")]:
    try:
        bad()
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(Decimal("1.10") + Decimal("2.20"), Decimal("1") / Decimal("3"), Decimal("2.675").quantize(Decimal("0.01")), Decimal(0.1) == Decimal("0.1"))
