"""An inventory system with abstract item types, pricing strategies and an __init_subclass__ registry."""
from abc import ABC, abstractmethod
from decimal import Decimal


class Item(ABC):
    registry = {}

    def __init_subclass__(cls, code=None, **kw):
        super().__init_subclass__(**kw)
        if code:
            if code in Item.registry:
                raise ValueError(f"duplicate item code {code!r}")
            Item.registry[code] = cls
            cls.code = code

    def __init__(self, sku, name, price, qty=0):
        self.sku, self.name, self.price, self.qty = sku, name, Decimal(price), qty

    @abstractmethod
    def shipping_weight(self): ...

    @property
    @abstractmethod
    def taxable(self): ...

    def value(self):
        return self.price * self.qty

    def __repr__(self):
        return f"{type(self).__name__}({self.sku!r}, qty={self.qty})"

    @classmethod
    def create(cls, code, *args, **kw):
        try:
            return cls.registry[code](*args, **kw)
        except KeyError:
            raise LookupError(f"no item type {code!r}; known: {sorted(cls.registry)}") from None


class Physical(Item, code="PHY"):
    def __init__(self, sku, name, price, qty=0, grams=0):
        super().__init__(sku, name, price, qty)
        self.grams = grams

    def shipping_weight(self):
        return self.grams * self.qty

    @property
    def taxable(self):
        return True


class Digital(Item, code="DIG"):
    def shipping_weight(self):
        return 0

    @property
    def taxable(self):
        return False


class Perishable(Physical, code="PER"):
    def __init__(self, *a, days=3, **kw):
        super().__init__(*a, **kw)
        self.days = days


class Half(Item):
    def shipping_weight(self):
        return 1


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, item):
        if item.sku in self.items:
            self.items[item.sku].qty += item.qty
        else:
            self.items[item.sku] = item

    def remove(self, sku, qty):
        item = self.items[sku]
        if qty > item.qty:
            raise ValueError(f"only {item.qty} of {sku} left, cannot remove {qty}")
        item.qty -= qty
        if not item.qty:
            del self.items[sku]

    def report(self):
        for it in sorted(self.items.values(), key=lambda i: (-i.value(), i.sku)):
            print(f"  {it.code} {it.sku:<6} {it.name:<14} {it.qty:>4} x {it.price:>7} = {it.value():>9}  w={it.shipping_weight()}g tax={it.taxable}")
        print("  total value:", sum((i.value() for i in self.items.values()), Decimal(0)))


inv = Inventory()
inv.add(Item.create("PHY", "B100", "Bolt pack", "4.99", 20, grams=150))
inv.add(Item.create("DIG", "E200", "E-book", "12.00", 100))
inv.add(Item.create("PER", "M300", "Milk", "1.29", 40, grams=1000, days=7))
inv.add(Physical("B100", "Bolt pack", "4.99", 5, grams=150))
inv.report()
inv.remove("M300", 40)
inv.remove("E200", 1)
inv.report()
for action in [lambda: inv.remove("B100", 99), lambda: inv.remove("Z", 1), lambda: Item.create("XXX"),
               lambda: Item("a", "b", 1), lambda: Half("h", "half", 1)]:
    try:
        action()
    except Exception as e:
        print(type(e).__name__, e)
try:
    class Clash(Item, code="DIG"):
        pass
except ValueError as e:
    print("ValueError", e)
print(sorted(Item.registry), Perishable.__mro__[1].__name__, Perishable.code, issubclass(Perishable, Item))
print(sorted(Item.__abstractmethods__), Half.__abstractmethods__ == frozenset({"taxable"}), Digital.__abstractmethods__)
