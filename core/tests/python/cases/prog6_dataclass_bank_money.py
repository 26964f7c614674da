from dataclasses import dataclass, field, asdict, replace, astuple
from enum import Enum, auto
from typing import Optional
import functools

class Kind(Enum):
    DEPOSIT = auto()
    WITHDRAW = auto()
    TRANSFER = auto()

    def __str__(self):
        return self.name.lower()

class InsufficientFunds(Exception):
    def __init__(self, account, needed):
        super().__init__(f"{account} needs {needed:.2f} more")
        self.account = account
        self.needed = needed

@dataclass(order=True)
class Txn:
    seq: int
    kind: Kind = field(compare=False)
    amount: float = field(compare=False)
    memo: Optional[str] = field(default=None, compare=False, repr=False)

@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list = field(default_factory=list)

    def apply(self, txn):
        if txn.kind is Kind.WITHDRAW and txn.amount > self.balance:
            raise InsufficientFunds(self.owner, txn.amount - self.balance)
        sign = 1 if txn.kind is Kind.DEPOSIT else -1
        self.balance += sign * txn.amount
        self.history.append(txn)

counter = iter(range(1, 100))
def mk(kind, amt, memo=None):
    return Txn(next(counter), kind, amt, memo)

acct = Account("alice")
for k, a in [(Kind.DEPOSIT, 100), (Kind.WITHDRAW, 30.5), (Kind.DEPOSIT, 12.25), (Kind.WITHDRAW, 200)]:
    try:
        acct.apply(mk(k, a, memo=f"{k} of {a}"))
    except InsufficientFunds as e:
        print("error:", e, "|", e.args, e.needed)
print(acct.balance)
print(acct.history[0])
print(repr(acct.history[-1]))
print(sorted(acct.history, reverse=True)[0].seq)
print(asdict(acct.history[1]))
print(astuple(acct.history[1]))
t2 = replace(acct.history[0], amount=5)
print(t2, t2 == acct.history[0], t2 < acct.history[1])
print(Kind.TRANSFER, repr(Kind.TRANSFER), Kind["DEPOSIT"].value, Kind(2))
print(list(Kind))
print(f"{Kind.DEPOSIT!s:>12}|{Kind.DEPOSIT.name:<10}|")
try:
    Kind(9)
except ValueError as e:
    print(e)
try:
    Txn(1, Kind.DEPOSIT)
except TypeError as e:
    print(e)

@functools.total_ordering
class Money:
    __slots__ = ("cents",)
    def __init__(self, v):
        self.cents = round(v * 100)
    def __eq__(self, o):
        return isinstance(o, Money) and self.cents == o.cents
    def __lt__(self, o):
        return self.cents < o.cents
    def __hash__(self):
        return hash(self.cents)
    def __repr__(self):
        return f"Money({self.cents / 100:,.2f})"
    def __add__(self, o):
        m = Money(0); m.cents = self.cents + o.cents; return m
    __radd__ = lambda self, o: self if o == 0 else NotImplemented

ms = [Money(3.5), Money(1234567.891), Money(0.1)]
print(sorted(ms), max(ms), Money(2) >= Money(2), Money(1) > Money(2))
print(sum(ms))
try:
    Money(1).extra = 5
except AttributeError as e:
    print("AttributeError:", e)
print(len({Money(1), Money(1.0), Money(1.001)}))
