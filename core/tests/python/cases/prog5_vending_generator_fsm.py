# vending machine as a generator-driven state machine with enum states and Decimal money
from enum import Enum
from decimal import Decimal
class S(Enum):
    IDLE = "idle"; PAYING = "paying"; VENDING = "vending"; OUT = "out of order"
PRODUCTS = {"A1": ("Cola", Decimal("1.50"), 2), "A2": ("Chips", Decimal("1.25"), 0), "B1": ("Gum", Decimal("0.65"), 5)}
COINS = {Decimal(c) for c in ("0.05", "0.10", "0.25", "1.00", "2.00")}
def change_for(amount):
    out = []
    for c in sorted(COINS, reverse=True):
        while amount >= c:
            out.append(str(c)); amount -= c
    return out
def machine():
    state, credit, stock = S.IDLE, Decimal(0), {k: v[2] for k, v in PRODUCTS.items()}
    msg = "ready"
    while True:
        event = yield state, credit, msg
        kind, *arg = event
        match state, kind:
            case (S.IDLE | S.PAYING), "coin":
                coin = Decimal(arg[0])
                if coin not in COINS:
                    msg = f"rejected {coin}"
                else:
                    credit += coin; state = S.PAYING; msg = f"credit {credit}"
            case S.PAYING, "select":
                code = arg[0]
                if code not in PRODUCTS:
                    msg = f"no such product {code}"
                elif stock[code] == 0:
                    msg = f"{PRODUCTS[code][0]} sold out"
                elif credit < PRODUCTS[code][1]:
                    msg = f"need {PRODUCTS[code][1] - credit} more"
                else:
                    stock[code] -= 1
                    change = credit - PRODUCTS[code][1]
                    credit = Decimal(0); state = S.IDLE
                    msg = f"vend {PRODUCTS[code][0]}, change {change_for(change)}"
            case S.PAYING, "refund":
                msg = f"refund {change_for(credit)}"; credit = Decimal(0); state = S.IDLE
            case _, "kick":
                state = S.OUT; msg = "tilt!"
            case S.OUT, "service":
                state = S.IDLE; msg = "serviced"
            case S.OUT, _:
                msg = "out of order"
            case _, ("select" | "refund"):
                msg = "insert coins first"
            case _:
                msg = f"ignored {kind}"
m = machine()
print(next(m))
events = [("select", "A1"), ("coin", "1.00"), ("coin", "0.03"), ("select", "A1"), ("coin", "1.00"), ("select", "A2"), ("select", "ZZ"),
          ("select", "A1"), ("coin", "2.00"), ("select", "A1"), ("coin", "2.00"), ("select", "A1"), ("refund",), ("kick",), ("coin", "1.00"),
          ("service",), ("coin", "0.25"), ("coin", "0.25"), ("coin", "0.25"), ("select", "B1"), ("dance",)]
for ev in events:
    st, cr, msg = m.send(ev)
    print(f"{' '.join(ev):12} | {st.value:13} | {cr!s:>5} | {msg}")
m.close()
try:
    m.send(("coin", "1.00"))
except StopIteration:
    print("machine closed")
