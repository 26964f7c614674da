from enum import Enum, auto

class Light(Enum):
    RED = auto()
    GREEN = auto()
    YELLOW = auto()
    def next(self):
        order = list(type(self))
        return order[(order.index(self) + 1) % len(order)]

durations = {Light.RED: 4, Light.GREEN: 3, Light.YELLOW: 1}
state, t, timeline = Light.RED, 0, []
while t < 20:
    timeline.append(f"{t:2}:{state.name[0]}")
    t += durations[state]
    state = state.next()
print(" ".join(timeline))

class VendingMachine:
    PRICES = {"cola": 125, "chips": 75, "candy": 60}
    COINS = (25, 10, 5)
    def __init__(self):
        self.state = "idle"
        self.credit = 0
        self.stock = {"cola": 2, "chips": 0, "candy": 5}
        self.log = []
    def _emit(self, msg):
        self.log.append(f"[{self.state}] {msg}")
    def insert(self, cents):
        if cents not in (5, 10, 25, 100):
            self._emit(f"rejected coin {cents}")
            return
        self.credit += cents
        self.state = "has_credit"
        self._emit(f"credit {self.credit}")
    def choose(self, item):
        if self.state == "idle":
            self._emit("insert coins first")
            return None
        if self.stock.get(item, 0) == 0:
            self._emit(f"{item} sold out")
            return None
        price = self.PRICES[item]
        if self.credit < price:
            self._emit(f"need {price - self.credit} more")
            return None
        self.stock[item] -= 1
        change = self.make_change(self.credit - price)
        self.credit = 0
        self.state = "idle"
        self._emit(f"vend {item}, change {change}")
        return item, change
    def make_change(self, amount):
        out = []
        for c in self.COINS:
            n, amount = divmod(amount, c)
            out += [c] * n
        return out
    def refund(self):
        c, self.credit, self.state = self.credit, 0, "idle"
        self._emit(f"refund {self.make_change(c)}")

vm = VendingMachine()
vm.choose("cola")
for coin in (100, 3, 25, 10):
    vm.insert(coin)
print(vm.choose("chips"), vm.choose("cola"))
vm.insert(25); vm.insert(25); vm.insert(10)
print(vm.choose("candy"))
vm.insert(100); vm.insert(25); vm.insert(5)
print(vm.choose("cola"))
vm.insert(100); vm.insert(25)
print(vm.choose("cola"))
vm.refund()
print("\n".join(vm.log))
print(vm.stock)

def parse_number(s):
    state = "start"
    for ch in s:
        match state, ch:
            case "start", "+" | "-":
                state = "sign"
            case ("start" | "sign" | "int"), d if d.isdigit():
                state = "int"
            case "int", ".":
                state = "dot"
            case ("dot" | "frac"), d if d.isdigit():
                state = "frac"
            case ("int" | "frac"), "e" | "E":
                state = "exp"
            case ("exp" | "expsign" | "expint"), d if d.isdigit():
                state = "expint"
            case "exp", "+" | "-":
                state = "expsign"
            case _:
                return False, state
    return state in ("int", "frac", "expint"), state
for s in ["12", "-3.5", "+.5", "1e10", "2.5E-3", "1e", "abc", "", "7.", "--1", "3.14e+2"]:
    print(f"{s!r:>10} -> {parse_number(s)}")
