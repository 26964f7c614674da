from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict

class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner} cannot withdraw {amount}")
        self.account = account
        self.amount = amount

class FrozenAccount(Exception):
    pass

class Account:
    _next = 1000
    def __init__(self, owner, balance="0"):
        self.owner = owner
        self.balance = Decimal(balance)
        self.number = Account._next
        Account._next += 1
        self.history = []
        self.frozen = False
    def deposit(self, amount):
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError(f"bad amount {amount!r}")
        self.balance += amount
        self.history.append(("dep", amount))
        return self
    def withdraw(self, amount):
        if self.frozen:
            raise FrozenAccount(self.number)
        amount = Decimal(amount)
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("wd", amount))
        return self
    def __repr__(self):
        return f"Account({self.number}, {self.owner!r}, {self.balance})"

class Savings(Account):
    rate = Decimal("0.035")
    def add_interest(self, months=1):
        for _ in range(months):
            i = (self.balance * self.rate / 12).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
            self.balance += i
            self.history.append(("int", i))
        return self.balance

class Bank:
    def __init__(self):
        self.accounts = {}
        self.log = []
    def open(self, cls, owner, initial="0"):
        acc = cls(owner, initial)
        self.accounts[acc.number] = acc
        return acc
    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except KeyError as e:
            self.log.append(f"no account {e}")
            return False
        except (InsufficientFunds, FrozenAccount) as e:
            self.log.append(f"{type(e).__name__}: {e}")
            return False
        else:
            self.accounts[dst].deposit(amount)
            self.log.append(f"moved {amount} {src}->{dst}")
            return True
        finally:
            self.log.append("tx done")

bank = Bank()
a = bank.open(Account, "ann", "100.50")
b = bank.open(Savings, "bob", "2500")
c = bank.open(Account, "cy")
print(a, b, c)
print(bank.transfer(1000, 1002, "40.25"))
print(bank.transfer(1002, 1001, "100"))
print(bank.transfer(1009, 1001, "1"))
c.frozen = True
print(bank.transfer(1002, 1000, "1"))
print(b.add_interest(6))
try:
    a.deposit("-5")
except ValueError as e:
    print(e)
for line in bank.log:
    print(" ", line)
totals = defaultdict(Decimal)
for acc in bank.accounts.values():
    for kind, amt in acc.history:
        totals[kind] += amt
print(sorted(totals.items()))
print(sum(acc.balance for acc in bank.accounts.values()))
print(f"{b.balance:>12,.2f}|{a.balance:<10}|{c.balance:^9}|")
print(isinstance(b, Account), issubclass(Savings, Account), Savings.__mro__[1].__name__)
print(Decimal("2.675").quantize(Decimal("0.01")), round(Decimal("2.675"), 2), round(2.675, 2))
