from enum import Enum, auto
from dataclasses import dataclass, field
class State(Enum):
    IDLE = auto()
    HAS_MONEY = auto()
    SOLD_OUT = auto()
class VendingError(Exception):
    pass
class InsufficientFunds(VendingError):
    def __init__(self, need, have):
        super().__init__(f"need {need}c, have {have}c")
        self.need, self.have = need, have
@dataclass(order=True)
class Product:
    price: int
    name: str = field(compare=False)
    stock: int = field(default=0, compare=False, repr=False)
class Machine:
    COINS = (25, 10, 5, 1)
    def __init__(self, products):
        self.slots = {p.name: p for p in products}
        self.balance = 0
        self.state = State.IDLE
        self.log = []
    def insert(self, cents):
        if cents not in self.COINS:
            raise VendingError(f"rejected coin {cents!r}")
        self.balance += cents
        self.state = State.HAS_MONEY
    def change(self, amount):
        out = {}
        for c in self.COINS:
            n, amount = divmod(amount, c)
            if n:
                out[c] = n
        return out
    def buy(self, name):
        p = self.slots.get(name)
        if p is None:
            raise KeyError(name)
        if p.stock == 0:
            self.state = State.SOLD_OUT
            raise VendingError(f"{name} sold out")
        if self.balance < p.price:
            raise InsufficientFunds(p.price, self.balance)
        p.stock -= 1
        ch = self.change(self.balance - p.price)
        self.balance = 0
        self.state = State.IDLE
        self.log.append(name)
        return ch
m = Machine([Product(65, "chips", 2), Product(100, "soda", 1), Product(35, "gum", 0)])
print(sorted(m.slots.values()))
for coin in (25, 25, 25, 3):
    try:
        m.insert(coin)
    except VendingError as e:
        print("error:", e)
print(m.state, m.balance)
print(m.buy("chips"))
for item in ["soda", "gum", "candy", "chips"]:
    try:
        m.insert(25)
        print(item, "->", m.buy(item))
    except InsufficientFunds as e:
        print(type(e).__name__, e, e.args, e.need - e.have)
    except VendingError as e:
        print(type(e).__name__, e, m.state.name, m.state.value)
    except KeyError as e:
        print("KeyError", e, repr(e))
print(m.log, m.balance, [p.stock for p in m.slots.values()])
print(max(m.slots.values()), Product(5, "x") == Product(5, "y"))
