from enum import Enum, auto


class S(Enum):
    IDLE = auto()
    HAS_MONEY = auto()
    DISPENSING = auto()
    OUT_OF_ORDER = auto()


class VendingMachine:
    COINS = {"nickel": 5, "dime": 10, "quarter": 25, "dollar": 100}

    def __init__(self, stock):
        self.stock = dict(stock)
        self.state = S.IDLE
        self.credit = 0
        self.bank = 0
        self.transitions = []

    def _go(self, new):
        self.transitions.append((self.state.name, new.name))
        self.state = new

    def insert(self, coin):
        if self.state is S.OUT_OF_ORDER:
            return f"rejected {coin}: out of order"
        if coin not in self.COINS:
            return f"rejected {coin!r}"
        self.credit += self.COINS[coin]
        if self.state is S.IDLE:
            self._go(S.HAS_MONEY)
        return f"credit {self.credit}c"

    def select(self, name):
        if self.state is not S.HAS_MONEY:
            return "insert money first"
        if name not in self.stock:
            return f"no such item {name!r}"
        price, count = self.stock[name]
        if count == 0:
            return f"{name} sold out"
        if self.credit < price:
            return f"{name} costs {price}c, credit {self.credit}c"
        self._go(S.DISPENSING)
        self.stock[name] = (price, count - 1)
        change = self.credit - price
        self.bank += price
        self.credit = 0
        coins = self.make_change(change)
        self._go(S.IDLE)
        if all(c == 0 for _, c in self.stock.values()):
            self._go(S.OUT_OF_ORDER)
        return f"dispensed {name}, change {change}c {coins}"

    def cancel(self):
        if self.state is not S.HAS_MONEY:
            return "nothing to return"
        refund, self.credit = self.credit, 0
        self._go(S.IDLE)
        return f"refunded {refund}c {self.make_change(refund)}"

    def make_change(self, amount):
        out = {}
        for coin, value in sorted(self.COINS.items(), key=lambda kv: -kv[1]):
            n, amount = divmod(amount, value)
            if n:
                out[coin] = n
        return out


vm = VendingMachine({"cola": (125, 2), "chips": (75, 1), "gum": (35, 0)})
script = [("select", "cola"), ("insert", "dollar"), ("select", "cola"), ("insert", "quarter"),
          ("insert", "quarter"), ("select", "cola"), ("insert", "peso"), ("insert", "dime"),
          ("select", "gum"), ("select", "tea"), ("cancel",), ("cancel",), ("insert", "dollar"),
          ("select", "chips"), ("insert", "dollar"), ("insert", "dollar"), ("select", "cola"),
          ("insert", "dime")]
for action, *args in script:
    result = getattr(vm, action)(*args)
    print(f"{action:<7}{' '.join(args):<8}-> {result:<45} [{vm.state.name}]")
print("bank", vm.bank, "stock", vm.stock)
print(len(vm.transitions), vm.transitions[-3:])
from collections import Counter
print(Counter(t for t in vm.transitions).most_common(2))
