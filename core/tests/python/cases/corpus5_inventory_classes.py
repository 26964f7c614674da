from functools import total_ordering
@total_ordering
class Item:
    count = 0
    def __init__(self, sku, name, price, qty=0):
        self.sku, self.name, self._price, self.qty = sku, name, price, qty
        Item.count += 1
    @property
    def price(self):
        return self._price
    @price.setter
    def price(self, v):
        if v < 0:
            raise ValueError(f"negative price for {self.sku}: {v}")
        self._price = v
    @property
    def value(self):
        return round(self._price * self.qty, 2)
    def __repr__(self):
        return f"{type(self).__name__}({self.sku!r}, {self.name!r}, {self._price}, qty={self.qty})"
    def __eq__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return self.sku == other.sku
    def __lt__(self, other):
        return (self.value, self.sku) < (other.value, other.sku)
    def __hash__(self):
        return hash(self.sku)
class Perishable(Item):
    def __init__(self, sku, name, price, qty=0, days=7):
        super().__init__(sku, name, price, qty)
        self.days = days
    def __repr__(self):
        return super().__repr__()[:-1] + f", days={self.days})"
    @property
    def value(self):
        base = super().value
        return base if self.days > 2 else round(base / 2, 2)
class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, item):
        if item in self.items.values():
            self.items[item.sku].qty += item.qty
        else:
            self.items[item.sku] = item
        return self
    def __len__(self):
        return len(self.items)
    def __contains__(self, sku):
        return sku in self.items
    def __iter__(self):
        return iter(sorted(self.items.values()))
    def __getitem__(self, sku):
        return self.items[sku]
inv = Inventory()
inv.add(Item("A1", "bolt", 0.25, 100)).add(Item("B2", "nut", 0.1, 250)).add(Perishable("C3", "milk", 1.99, 10, days=1))
inv.add(Item("A1", "bolt", 0.25, 20)).add(Perishable("D4", "bread", 2.5, 4))
print(len(inv), "A1" in inv, "Z9" in inv, Item.count)
for it in inv:
    print(repr(it), it.value)
print(inv["A1"] == Item("A1", "?", 0), inv["A1"] != inv["B2"], inv["A1"] == "A1")
print(inv["B2"] >= inv["A1"], inv["C3"] <= inv["D4"], max(inv).sku)
try:
    inv["B2"].price = -1
except ValueError as e:
    print(e)
inv["B2"].price = 0.12
print(inv["B2"].value, sum(i.value for i in inv), len({inv["A1"], Item("A1", "", 0)}))
print(sorted(inv, key=lambda i: i.name, reverse=True)[0])
print(isinstance(inv["C3"], Item), issubclass(Perishable, Item), Perishable.__mro__[1].__name__)
