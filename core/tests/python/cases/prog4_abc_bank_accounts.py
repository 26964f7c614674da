# abc + inheritance + super chains in a bank model
from abc import ABC, abstractmethod

class Account(ABC):
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []
    @property
    def balance(self):
        return self._balance
    @abstractmethod
    def fee(self, amount): ...
    @property
    @abstractmethod
    def kind(self): ...
    def withdraw(self, amount):
        total = amount + self.fee(amount)
        if total > self._balance:
            raise ValueError(f"insufficient funds: need {total:.2f}, have {self._balance:.2f}")
        self._balance -= total
        self.history.append(("W", amount))
        return self
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("D", amount))
        return self
    def __repr__(self):
        return f"{type(self).__name__}(#{self.id} {self.owner}: {self._balance:.2f})"

class Checking(Account):
    kind = "checking"
    def fee(self, amount):
        return 0.5
class Savings(Account):
    kind = "savings"
    def __init__(self, owner, balance=0, rate=0.02):
        super().__init__(owner, balance)
        self.rate = rate
    def fee(self, amount):
        return round(amount * 0.01, 2)
    def accrue(self):
        self._balance = round(self._balance * (1 + self.rate), 2)
        return self
try:
    Account("x")
except TypeError as e:
    print("TypeError:", e)
class Partial(Account):
    def fee(self, amount): return 0
try:
    Partial("y")
except TypeError as e:
    print("TypeError:", e)
accts = [Checking("ann", 100), Savings("bob", 1000, 0.05), Checking("cy")]
accts[0].withdraw(20).deposit(5)
accts[1].withdraw(100).accrue()
for a in accts:
    print(a, a.kind, a.history)
try:
    accts[2].withdraw(1)
except ValueError as e:
    print("ValueError:", e)
print(sorted(accts, key=lambda a: a.balance, reverse=True))
print(isinstance(accts[1], Account), issubclass(Savings, ABC), Account.__abstractmethods__ == frozenset({"fee", "kind"}))
class Audit:
    def __init__(self, *a, **kw):
        print("  Audit init", type(self).__name__)
        super().__init__(*a, **kw)
    def withdraw(self, amount):
        print("  audit withdraw", amount)
        return super().withdraw(amount)
class AuditedSavings(Audit, Savings):
    pass
s = AuditedSavings("dee", 500)
s.withdraw(50)
print(s, [c.__name__ for c in AuditedSavings.__mro__])
from collections.abc import Sequence, Mapping, Iterable, Sized, Hashable
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance(accts[0], Hashable), isinstance(3, Iterable), isinstance("", Sized))
class MyABC(ABC): pass
MyABC.register(int)
print(isinstance(5, MyABC), issubclass(bool, MyABC))
