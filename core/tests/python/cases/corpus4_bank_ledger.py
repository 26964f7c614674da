from decimal import Decimal, ROUND_HALF_EVEN
from datetime import date, timedelta
from collections import defaultdict
import json
class LedgerError(Exception):
    pass
class Overdraft(LedgerError):
    def __init__(self, acct, amount):
        super().__init__(f"{acct} cannot cover {amount}")
        self.acct, self.amount = acct, amount
class Ledger:
    def __init__(self):
        self.balances = defaultdict(Decimal)
        self.entries = []
        self.day = date(2024, 1, 1)
    def post(self, src, dst, amount, memo=""):
        amount = Decimal(amount).quantize(Decimal("0.01"))
        if amount <= 0:
            raise LedgerError(f"bad amount {amount}")
        if src != "bank" and self.balances[src] < amount:
            raise Overdraft(src, amount)
        self.balances[src] -= amount
        self.balances[dst] += amount
        self.entries.append((self.day, src, dst, amount, memo))
        return len(self.entries)
    def next_day(self, n=1):
        self.day += timedelta(days=n)
    def interest(self, acct, apr):
        daily = (self.balances[acct] * Decimal(apr) / 365).quantize(Decimal("0.01"), ROUND_HALF_EVEN)
        if daily:
            self.post("bank", acct, daily, "interest")
        return daily
    def statement(self, acct):
        lines = [f"Statement for {acct}", "-" * 44]
        bal = Decimal("0.00")
        for d, s, t, amt, memo in self.entries:
            if acct not in (s, t):
                continue
            sign = -1 if s == acct else 1
            bal += sign * amt
            lines.append(f"{d:%b %d} {memo[:14]:<14} {sign * amt:>+10} {bal:>10}")
        return "\n".join(lines)
L = Ledger()
L.post("bank", "alice", "1000", "opening")
L.post("bank", "bob", "250.5", "opening")
L.next_day()
L.post("alice", "bob", "99.999", "dinner split")
for bad in [("bob", "alice", "5000"), ("alice", "bob", "-1"), ("carol", "bob", "1")]:
    try:
        L.post(*bad)
    except Overdraft as e:
        print("Overdraft:", e, e.acct)
    except LedgerError as e:
        print("LedgerError:", e)
for _ in range(3):
    L.next_day(7)
    print("interest", L.interest("alice", "0.05"), L.interest("bob", "0.05"))
print(L.statement("alice"))
print(L.statement("bob"))
print(json.dumps({k: str(v) for k, v in sorted(L.balances.items())}, indent=1))
print(sum(L.balances.values()), len(L.entries), L.day.isoformat())
by_month = defaultdict(Decimal)
for d, s, t, amt, memo in L.entries:
    by_month[d.strftime("%Y-%m")] += amt
print(dict(by_month))
