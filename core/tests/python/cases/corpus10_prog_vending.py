from enum import Enum, auto
from decimal import Decimal
from collections import Counter


class S(Enum):
    IDLE = auto()
    SELECTING = auto()
    PAYING = auto()
    DISPENSING = auto()
    MAINTENANCE = auto()


class VendingError(Exception):
    pass


COINS = {"quarter": Decimal("0.25"), "dime": Decimal("0.10"), "nickel": Decimal("0.05"), "dollar": Decimal("1.00")}


class Machine:
    TRANSITIONS = {
        S.IDLE: {S.SELECTING, S.MAINTENANCE},
        S.SELECTING: {S.PAYING, S.IDLE},
        S.PAYING: {S.DISPENSING, S.IDLE},
        S.DISPENSING: {S.IDLE},
        S.MAINTENANCE: {S.IDLE},
    }

    def __init__(self, stock):
        self.stock = {code: [name, Decimal(price), qty] for code, (name, price, qty) in stock.items()}
        self.bank = Counter({"quarter": 4, "dime": 5, "nickel": 5})
        self.state = S.IDLE
        self.selection = None
        self.paid = Decimal("0")
        self.inserted = Counter()
        self.sales = []

    def _go(self, new):
        if new not in self.TRANSITIONS[self.state]:
            raise VendingError(f"cannot go from {self.state.name} to {new.name}")
        self.state = new

    def select(self, code):
        if self.state is S.IDLE:
            self._go(S.SELECTING)
        if self.state is not S.SELECTING:
            raise VendingError(f"cannot select while {self.state.name.lower()}")
        if code not in self.stock:
            self._go(S.IDLE)
            raise VendingError(f"no such item {code}")
        name, price, qty = self.stock[code]
        if qty == 0:
            self._go(S.IDLE)
            raise VendingError(f"{name} sold out")
        self.selection = code
        self._go(S.PAYING)
        return f"{name}: ${price}"

    def insert(self, coin):
        if self.state is not S.PAYING:
            raise VendingError("insert coins after selecting")
        if coin not in COINS:
            raise VendingError(f"rejected {coin!r}")
        self.paid += COINS[coin]
        self.inserted[coin] += 1
        price = self.stock[self.selection][1]
        if self.paid >= price:
            return self._dispense()
        return f"paid {self.paid}, need {price - self.paid}"

    def _make_change(self, amount):
        change = Counter()
        bank = self.bank + self.inserted
        for coin in sorted(COINS, key=COINS.get, reverse=True):
            while amount >= COINS[coin] and bank[coin] > change[coin]:
                amount -= COINS[coin]
                change[coin] += 1
        if amount:
            return None
        return change

    def _dispense(self):
        self._go(S.DISPENSING)
        name, price, qty = self.stock[self.selection]
        change = self._make_change(self.paid - price)
        if change is None:
            refund = self.cancel(reason="exact change only")
            return refund
        self.bank += self.inserted
        self.bank -= change
        self.stock[self.selection][2] -= 1
        self.sales.append((self.selection, price))
        msg = f"dispensed {name}" + (f", change {dict(sorted(change.items()))}" if change else "")
        self._reset()
        return msg

    def cancel(self, reason="cancelled"):
        if self.state not in (S.PAYING, S.DISPENSING, S.SELECTING):
            raise VendingError("nothing to cancel")
        refund = dict(sorted(self.inserted.items()))
        self.state = S.PAYING if self.state is S.DISPENSING else self.state
        self._reset()
        return f"{reason}: refund {refund}"

    def _reset(self):
        self.selection = None
        self.paid = Decimal("0")
        self.inserted = Counter()
        self.state = S.IDLE

    def service(self, restock):
        self._go(S.MAINTENANCE)
        for code, qty in restock.items():
            self.stock[code][2] += qty
        self._go(S.IDLE)
        return sorted((c, q) for c, (_, _, q) in self.stock.items())


m = Machine({"A1": ("Chips", "1.25", 2), "A2": ("Candy", "0.65", 1), "B1": ("Water", "1.00", 0), "B2": ("Gum", "0.35", 5)})
script = [
    ("select", "A1"), ("insert", "dollar"), ("insert", "quarter"),
    ("select", "A2"), ("insert", "dollar"),
    ("select", "A2"),
    ("select", "B1"),
    ("select", "Z9"),
    ("insert", "quarter"),
    ("select", "B2"), ("insert", "penny"), ("insert", "dime"), ("cancel",),
    ("cancel",),
    ("select", "A1"), ("insert", "dollar"), ("insert", "dollar"),
    ("service", {"B1": 3, "A2": 2}),
    ("select", "B2"), ("insert", "quarter"), ("insert", "quarter"),
    ("select", "B1"), ("insert", "quarter"), ("insert", "quarter"), ("insert", "quarter"), ("insert", "quarter"),
]
for action, *args in script:
    try:
        result = getattr(m, action)(*args)
    except VendingError as e:
        result = f"ERROR {e}"
    print(f"{action:8} {str(args[0]) if args else '':24} -> {result}  [{m.state.name}]")
print(m.sales, sum(p for _, p in m.sales), dict(sorted(m.bank.items())))
print({c: q for c, (_, _, q) in m.stock.items()}, +m.bank == m.bank, Counter(a="x" and 1) + Counter())
