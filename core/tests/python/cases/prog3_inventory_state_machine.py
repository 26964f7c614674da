from enum import Enum, auto
from collections import defaultdict

class State(Enum):
    CREATED = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()

TRANSITIONS = {
    State.CREATED: {"pay": State.PAID, "cancel": State.CANCELLED},
    State.PAID: {"ship": State.SHIPPED, "cancel": State.CANCELLED},
    State.SHIPPED: {"deliver": State.DELIVERED},
}

class InvalidTransition(Exception):
    pass

class Order:
    def __init__(self, oid, items):
        self.oid = oid
        self.items = items
        self.state = State.CREATED
        self.log = [self.state.name]
    def fire(self, event):
        allowed = TRANSITIONS.get(self.state, {})
        if event not in allowed:
            raise InvalidTransition(f"order {self.oid}: cannot {event} when {self.state.name.lower()}")
        self.state = allowed[event]
        self.log.append(self.state.name)

class Inventory:
    def __init__(self, stock):
        self.stock = dict(stock)
        self.reserved = defaultdict(int)
    def reserve(self, items):
        short = {k: v - self.available(k) for k, v in items.items() if self.available(k) < v}
        if short:
            raise RuntimeError("short: " + ", ".join(f"{k}={v}" for k, v in sorted(short.items())))
        for k, v in items.items():
            self.reserved[k] += v
    def available(self, k):
        return self.stock.get(k, 0) - self.reserved[k]
    def release(self, items):
        for k, v in items.items():
            self.reserved[k] -= v
    def commit(self, items):
        for k, v in items.items():
            self.reserved[k] -= v
            self.stock[k] -= v

inv = Inventory({"widget": 10, "gadget": 3})
orders = [Order(1, {"widget": 4}), Order(2, {"gadget": 2, "widget": 5}), Order(3, {"gadget": 2}), Order(4, {"gizmo": 1})]
script = [(1, "pay"), (2, "pay"), (3, "pay"), (1, "ship"), (2, "cancel"), (3, "pay"), (1, "deliver"), (4, "pay"), (1, "cancel"), (2, "ship")]
by_id = {o.oid: o for o in orders}
for oid, ev in script:
    o = by_id[oid]
    try:
        if ev == "pay":
            inv.reserve(o.items)
        o.fire(ev)
        if ev == "cancel":
            inv.release(o.items)
        if ev == "ship":
            inv.commit(o.items)
        print(f"{oid} {ev:<8} -> {o.state.name}")
    except (InvalidTransition, RuntimeError) as e:
        print(f"{oid} {ev:<8} !! {type(e).__name__}: {e}")
for o in orders:
    print(o.oid, "->".join(o.log))
print(sorted(inv.stock.items()), sorted((k, v) for k, v in inv.reserved.items()))
print({s.name: s.value for s in State}, State(3), State.PAID in TRANSITIONS)
