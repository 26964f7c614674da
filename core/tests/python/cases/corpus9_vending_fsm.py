from enum import Enum
from dataclasses import dataclass


class State(Enum):
    IDLE = "idle"
    HAS_MONEY = "has_money"
    VENDING = "vending"
    MAINTENANCE = "maintenance"


@dataclass
class Product:
    name: str
    price: int
    stock: int


class VendingError(Exception):
    pass


class Machine:
    COINS = {5, 10, 25, 100}

    def __init__(self, products):
        self.products = {p.name: p for p in products}
        self.state = State.IDLE
        self.credit = 0
        self.bank = 0
        self.history = []

    def transition(self, new):
        self.history.append(f"{self.state.value}->{new.value}")
        self.state = new

    def handle(self, event):
        match (self.state, event):
            case (State.MAINTENANCE, ("service", "end")):
                self.transition(State.IDLE)
                return "back in service"
            case (State.MAINTENANCE, _):
                raise VendingError("out of service")
            case (_, ("service", "start")):
                refund = self.refund()
                self.transition(State.MAINTENANCE)
                return f"maintenance (refunded {refund})"
            case (State.IDLE | State.HAS_MONEY, ("coin", int(c))) if c in self.COINS:
                self.credit += c
                if self.state is State.IDLE:
                    self.transition(State.HAS_MONEY)
                return f"credit {self.credit}"
            case (_, ("coin", c)):
                raise VendingError(f"rejected coin {c!r}")
            case (State.HAS_MONEY, ("select", str(name))):
                p = self.products.get(name)
                if p is None:
                    raise VendingError(f"unknown product {name}")
                if p.stock == 0:
                    raise VendingError(f"{name} sold out")
                if self.credit < p.price:
                    return f"need {p.price - self.credit} more for {name}"
                self.transition(State.VENDING)
                p.stock -= 1
                self.credit -= p.price
                self.bank += p.price
                change = self.refund()
                self.transition(State.IDLE)
                return f"vend {name}, change {self.make_change(change)}"
            case (State.IDLE, ("select", _)):
                return "insert coins first"
            case (_, ("refund",)):
                amt = self.refund()
                if self.state is State.HAS_MONEY:
                    self.transition(State.IDLE)
                return f"refunded {amt}"
            case (_, ("restock", name, int(n))) if n > 0:
                self.products.setdefault(name, Product(name, 50, 0)).stock += n
                return f"{name} stock {self.products[name].stock}"
            case (_, {"report": detail}):
                return self.report(detail)
            case _:
                raise VendingError(f"bad event {event!r} in {self.state.name}")

    def refund(self):
        amt, self.credit = self.credit, 0
        return amt

    @staticmethod
    def make_change(amount):
        out = []
        for coin in (100, 25, 10, 5):
            n, amount = divmod(amount, coin)
            out += [coin] * n
        return out

    def report(self, detail):
        rows = sorted(self.products.values(), key=lambda p: (-p.stock, p.name))
        lines = [f"bank={self.bank} state={self.state}"]
        if detail:
            lines += [f"  {p.name:<8}{p.price:>4}c x{p.stock}" for p in rows]
        return "\n".join(lines)


m = Machine([Product("cola", 125, 2), Product("chips", 65, 1), Product("gum", 35, 0)])
events = [("select", "cola"), ("coin", 100), ("coin", 3), ("select", "cola"), ("coin", 25), ("coin", 25),
          ("select", "cola"), ("coin", 100), ("select", "chips"), ("coin", 100), ("select", "chips"),
          ("select", "gum"), ("refund",), ("service", "start"), ("coin", 5), ("restock", "gum", 3),
          ("service", "end"), ("restock", "tea", 2), ("restock", "gum", 0), ("coin", 25), ("coin", 10),
          ("select", "gum"), {"report": True}, {"report": False}, ("dance",), ("coin", 10.0)]
for ev in events:
    try:
        print(f"{str(ev):<26} {m.handle(ev)}")
    except VendingError as e:
        print(f"{str(ev):<26} ERROR {e}")
print(m.history)
print(m.make_change(190), State("idle"), State.VENDING.name, [s.value for s in State])
