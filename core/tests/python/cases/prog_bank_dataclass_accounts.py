from dataclasses import dataclass, field
from typing import List
from decimal import Decimal


class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"account {account.number} has {account.balance}, needs {amount}")
        self.account = account
        self.amount = amount


class FrozenAccount(Exception):
    pass


@dataclass
class Transaction:
    kind: str
    amount: int
    balance_after: int

    def __str__(self):
        sign = "+" if self.kind == "deposit" else "-"
        return f"{self.kind:<10}{sign}{self.amount:>8}{self.balance_after:>10}"


@dataclass
class Account:
    number: str
    owner: str
    balance: int = 0
    frozen: bool = False
    history: List[Transaction] = field(default_factory=list, repr=False)

    def _check(self):
        if self.frozen:
            raise FrozenAccount(f"{self.number} is frozen")

    def deposit(self, amount):
        self._check()
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(Transaction("deposit", amount, self.balance))
        return self

    def withdraw(self, amount):
        self._check()
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(Transaction("withdraw", amount, self.balance))
        return self


class SavingsAccount(Account):
    rate_bp = 150  # basis points

    def add_interest(self):
        interest = self.balance * self.rate_bp // 10000
        if interest:
            self.deposit(interest)
        return interest


class Bank:
    def __init__(self, name):
        self.name = name
        self.accounts = {}
        self._next = 1000

    def open(self, owner, cls=Account, initial=0):
        self._next += 1
        acct = cls(f"{self.name[:3].upper()}-{self._next}", owner)
        if initial:
            acct.deposit(initial)
        self.accounts[acct.number] = acct
        return acct

    def transfer(self, src, dst, amount):
        a, b = self.accounts[src], self.accounts[dst]
        a.withdraw(amount)
        try:
            b.deposit(amount)
        except Exception:
            a.deposit(amount)  # roll back
            raise

    def total(self):
        return sum(a.balance for a in self.accounts.values())


bank = Bank("Northwind")
alice = bank.open("alice", initial=500)
bob = bank.open("bob", SavingsAccount, 10_000)
carol = bank.open("carol")
print(alice)
print(bob)
print(repr(carol))

bank.transfer(alice.number, carol.number, 200)
print("after transfer", alice.balance, carol.balance)
try:
    bank.transfer(carol.number, alice.number, 1000)
except InsufficientFunds as e:
    print("error:", e, "| amount", e.amount)

carol.frozen = True
try:
    bank.transfer(alice.number, carol.number, 50)
except FrozenAccount as e:
    print("frozen:", e, "alice still has", alice.balance)

for year in range(3):
    print("interest year", year + 1, bob.add_interest(), bob.balance)

try:
    alice.deposit(-3)
except ValueError as e:
    print("ValueError:", e)
try:
    bank.transfer("NOR-9999", alice.number, 1)
except KeyError as e:
    print("KeyError:", e)

for acct in bank.accounts.values():
    print(f"== {acct.owner} ({type(acct).__name__}) ==")
    for t in acct.history:
        print("  ", t)
print("bank total", bank.total())
print(alice == Account(alice.number, "alice", alice.balance))
print(sorted(bank.accounts.values(), key=lambda a: -a.balance)[0].owner)
