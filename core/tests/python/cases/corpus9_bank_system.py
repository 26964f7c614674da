from decimal import Decimal, ROUND_HALF_UP
from datetime import date, timedelta
from collections import defaultdict


class InsufficientFunds(Exception):
    pass


class AccountFrozen(Exception):
    pass


class Transaction:
    __slots__ = ("kind", "amount", "when", "memo")

    def __init__(self, kind, amount, when, memo=""):
        self.kind = kind
        self.amount = amount
        self.when = when
        self.memo = memo

    def __repr__(self):
        return f"<{self.kind} {self.amount} on {self.when:%Y-%m-%d}>"


class Account:
    _next = 1000

    def __init__(self, owner, rate="0.0125"):
        Account._next += 1
        self.number = Account._next
        self.owner = owner
        self.rate = Decimal(rate)
        self.history = []
        self.frozen = False

    @property
    def balance(self):
        total = Decimal("0.00")
        for t in self.history:
            total += t.amount if t.kind in ("deposit", "interest", "xfer-in") else -t.amount
        return total

    def _post(self, kind, amount, when, memo=""):
        if self.frozen:
            raise AccountFrozen(f"account {self.number} is frozen")
        amount = Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        if amount <= 0:
            raise ValueError(f"amount must be positive, got {amount}")
        self.history.append(Transaction(kind, amount, when, memo))
        return amount

    def deposit(self, amount, when):
        return self._post("deposit", amount, when)

    def withdraw(self, amount, when):
        if Decimal(amount) > self.balance:
            raise InsufficientFunds(f"{self.owner}: need {amount}, have {self.balance}")
        return self._post("withdraw", amount, when)

    def accrue(self, when, days):
        interest = self.balance * self.rate * days / 365
        if interest > 0:
            self._post("interest", interest, when, f"{days}d")

    def __str__(self):
        return f"#{self.number} {self.owner:<8} {self.balance:>10,.2f}"


class Bank:
    def __init__(self):
        self.accounts = {}
        self.errors = []

    def open(self, owner, **kw):
        acct = Account(owner, **kw)
        self.accounts[acct.number] = acct
        return acct

    def transfer(self, src, dst, amount, when):
        a, b = self.accounts[src], self.accounts[dst]
        try:
            a.withdraw(amount, when)
        except (InsufficientFunds, AccountFrozen) as e:
            self.errors.append(f"{type(e).__name__}: {e}")
            return False
        a.history[-1].kind = "xfer-out"
        b._post("xfer-in", amount, when, f"from {src}")
        return True

    def statement(self, number):
        acct = self.accounts[number]
        lines = [f"Statement for {acct.owner} (#{number})"]
        running = Decimal("0")
        for t in acct.history:
            sign = 1 if t.kind in ("deposit", "interest", "xfer-in") else -1
            running += sign * t.amount
            lines.append(f"  {t.when.isoformat()}  {t.kind:<9}{sign * t.amount:>+10.2f}{running:>11.2f}  {t.memo}".rstrip())
        return "\n".join(lines)


bank = Bank()
alice = bank.open("Alice")
bob = bank.open("Bob", rate="0.02")
carol = bank.open("Carol")
start = date(2023, 1, 15)
alice.deposit("1500.505", start)
bob.deposit(200, start + timedelta(days=1))
carol.deposit("99.994", start)
print(bank.transfer(alice.number, bob.number, "250.75", start + timedelta(days=3)))
print(bank.transfer(bob.number, carol.number, "1000", start + timedelta(days=4)))
carol.frozen = True
print(bank.transfer(carol.number, alice.number, "10", start + timedelta(days=5)))
carol.frozen = False
for acct in bank.accounts.values():
    acct.accrue(start + timedelta(days=31), 31)
try:
    alice.deposit("-5", start)
except ValueError as e:
    print("ValueError:", e)
try:
    bob.withdraw("1e6", start)
except InsufficientFunds as e:
    print("Insufficient:", e)
for n in bank.accounts:
    print(bank.statement(n))
print(*bank.errors, sep="\n")
by_kind = defaultdict(Decimal)
for acct in bank.accounts.values():
    for t in acct.history:
        by_kind[t.kind] += t.amount
for k in sorted(by_kind):
    print(f"{k:>10}: {by_kind[k]}")
for acct in sorted(bank.accounts.values(), key=lambda a: a.balance, reverse=True):
    print(acct)
print(alice.history[:2], sum(a.balance for a in bank.accounts.values()))
print((start + timedelta(days=31)).strftime("%A %d %B %Y, week %U, day %j"))
