# A ledger that forbids accidental float mixing by trapping FloatOperation
from decimal import Decimal, localcontext, FloatOperation, InvalidOperation, ROUND_HALF_EVEN, getcontext
import math

class Ledger:
    def __init__(self):
        self.entries = []
    def post(self, desc, amount):
        with localcontext() as ctx:
            ctx.traps[FloatOperation] = True
            try:
                amt = Decimal(amount) if not isinstance(amount, Decimal) else amount
                if amt.is_nan() or amt.is_infinite():
                    raise InvalidOperation("non-finite amount")
                amt = amt.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
            except FloatOperation:
                print(f"  rejected {desc!r}: float {amount!r} would be inexact")
                return False
            except InvalidOperation as e:
                print(f"  rejected {desc!r}: {e.args[0] if e.args and isinstance(e.args[0], str) else 'invalid amount'}")
                return False
        self.entries.append((desc, amt))
        return True
    def balance(self):
        return sum((a for _, a in self.entries), Decimal("0.00"))
    def over(self, limit):
        with localcontext() as ctx:
            ctx.traps[FloatOperation] = True
            out = []
            for d, a in self.entries:
                try:
                    out.append((d, a > limit))
                except FloatOperation:
                    out.append((d, "float limit refused"))
            return out

L = Ledger()
for desc, amt in [("rent", "-1200.00"), ("salary", Decimal("3500")), ("coffee", -3.75), ("refund", "12.345"),
                  ("bonus", 250), ("typo", "12,50"), ("inf", "Infinity"), ("nan", "NaN"), ("fee", "-0.005")]:
    ok = L.post(desc, amt)
    print(desc, "posted" if ok else "skipped")
print(L.entries)
print("balance", L.balance())
print(L.over(Decimal("100")))
print(L.over(100.0))
with localcontext() as ctx:
    ctx.traps[FloatOperation] = True
    print(Decimal("0.1") == 0.1, Decimal("0.5") == 0.5, Decimal("2") != 2.0, ctx.flags[FloatOperation])
    for f in (lambda: Decimal("1") < 1.5, lambda: 2.5 >= Decimal("2"), lambda: max(Decimal(1), 0.5)):
        try:
            print(f())
        except FloatOperation as e:
            print("FloatOperation", type(e).__mro__[1].__name__, isinstance(e, TypeError))
print(Decimal("1") < 1.5, getcontext().flags[FloatOperation])
for v in ["NaN", "Infinity", "-Infinity", "2.5", "3.5", "-0.5"]:
    d = Decimal(v)
    for fn in (round, int, math.floor):
        try:
            r = fn(d)
        except (ValueError, OverflowError) as e:
            r = f"{type(e).__name__}: {e}"
        print(v, fn.__name__, r)
    print(v, "round2", round(d, 2))
