import shlex
from collections import OrderedDict

class InventoryError(Exception):
    pass

class Inventory:
    def __init__(self):
        self.items = OrderedDict()
        self.undo_stack = []
    def __len__(self):
        return len(self.items)
    def __contains__(self, sku):
        return sku in self.items
    def __iter__(self):
        return iter(sorted(self.items.items()))
    def add(self, sku, name, qty=1, price=0.0):
        if sku in self.items:
            raise InventoryError(f"duplicate sku {sku!r}")
        self.items[sku] = {"name": name, "qty": int(qty), "price": float(price)}
        self.undo_stack.append(("remove", sku))
    def restock(self, sku, qty):
        item = self._get(sku)
        item["qty"] += int(qty)
        self.undo_stack.append(("restock", sku, -int(qty)))
    def sell(self, sku, qty):
        item = self._get(sku)
        qty = int(qty)
        if qty > item["qty"]:
            raise InventoryError(f"only {item['qty']} of {sku} left")
        item["qty"] -= qty
        self.undo_stack.append(("restock", sku, qty))
        return qty * item["price"]
    def _get(self, sku):
        try:
            return self.items[sku]
        except KeyError:
            raise InventoryError(f"unknown sku {sku!r}") from None
    def undo(self):
        if not self.undo_stack:
            raise InventoryError("nothing to undo")
        op, sku, *rest = self.undo_stack.pop()
        if op == "remove":
            del self.items[sku]
        else:
            self.items[sku]["qty"] += rest[0]
        return op
    def report(self):
        lines = [f"{'SKU':<6}{'NAME':<18}{'QTY':>5}{'PRICE':>9}{'VALUE':>10}"]
        total = 0.0
        for sku, it in self:
            v = it["qty"] * it["price"]
            total += v
            lines.append(f"{sku:<6}{it['name']:<18.18}{it['qty']:>5}{it['price']:>9.2f}{v:>10.2f}")
        lines.append(f"{'TOTAL':<29}{'':>9}{total:>10.2f}")
        return "\n".join(lines)

script = '''
add A1 "Blue widget" 10 2.50
add B7 'Left-handed screwdriver' 3 11.99
add C3 "Extremely long product name here" 1 100
sell A1 4
sell B7 5
restock B7 10
sell B7 5
add A1 dup 1 1
sell Z9 1
undo
undo
report
frob
undo
undo
undo
undo
undo
report
'''
inv = Inventory()
revenue = 0.0
for lineno, line in enumerate(script.strip().splitlines(), 1):
    cmd, *args = shlex.split(line)
    try:
        if cmd == "add":
            inv.add(*args)
            print(f"{lineno:02}: added {args[0]} ({len(inv)} skus)")
        elif cmd == "sell":
            got = inv.sell(*args)
            revenue += got
            print(f"{lineno:02}: sold {args[1]} x {args[0]} for {got:.2f}")
        elif cmd == "restock":
            inv.restock(*args)
            print(f"{lineno:02}: restocked {args[0]}")
        elif cmd == "undo":
            print(f"{lineno:02}: undid {inv.undo()}")
        elif cmd == "report":
            print(inv.report())
        else:
            raise InventoryError(f"bad command {cmd!r}")
    except InventoryError as e:
        print(f"{lineno:02}: error: {e}")
print(f"revenue {revenue:,.2f}", "A1" in inv, "C3" in inv, list(inv.items))
print(shlex.split("a 'b c' \"d\\\"e\" f\\ g"), shlex.quote("it's"), shlex.join(["x y", "z"]))
