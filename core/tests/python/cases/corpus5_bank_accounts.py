class InsufficientFundsError(Exception):
    def __init__(self, account, requested):
        self.account = account
        self.requested = requested
        super().__init__(f"Account {account.number}: requested {requested:.2f}, available {account.balance:.2f}")
class Account:
    _next = 1000
    interest_rate = 0.0
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.number = Account._next
        Account._next += 1
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError("Deposit must be positive")
        self._balance += amt
        self.history.append(("D", amt))
        return self
    def withdraw(self, amt):
        if amt > self._balance:
            raise InsufficientFundsError(self, amt)
        self._balance -= amt
        self.history.append(("W", amt))
        return self
    def apply_interest(self):
        earned = round(self._balance * self.interest_rate, 2)
        self._balance += earned
        return earned
    def __str__(self):
        return f"{type(self).__name__}#{self.number}[{self.owner}]: ${self._balance:,.2f}"
    def __repr__(self):
        return f"{type(self).__name__}({self.owner!r}, {self._balance!r})"
class Savings(Account):
    interest_rate = 0.025
    def withdraw(self, amt):
        if len([h for h in self.history if h[0] == "W"]) >= 2:
            raise PermissionError("withdrawal limit reached")
        return super().withdraw(amt)
class Checking(Account):
    def __init__(self, owner, balance=0.0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft
    def withdraw(self, amt):
        if amt > self._balance + self.overdraft:
            raise InsufficientFundsError(self, amt)
        self._balance -= amt
        self.history.append(("W", amt))
        return self
class Bank:
    def __init__(self):
        self.accounts = {}
    def open(self, kind, *args, **kw):
        acct = kind(*args, **kw)
        self.accounts[acct.number] = acct
        return acct
    def transfer(self, src, dst, amt):
        a, b = self.accounts[src], self.accounts[dst]
        a.withdraw(amt)
        b.deposit(amt)
    def total(self):
        return sum(a.balance for a in self.accounts.values())
bank = Bank()
s = bank.open(Savings, "ann", 1000)
c = bank.open(Checking, "bob", 50, overdraft=200)
g = bank.open(Account, "cat")
for args in [(s.number, c.number, 100), (c.number, g.number, 300), (c.number, g.number, 100), (s.number, g.number, 10), (s.number, g.number, 10), (g.number, 9999, 1)]:
    try:
        bank.transfer(*args)
        print("ok", args)
    except InsufficientFundsError as e:
        print("ISF:", e, "| short by", round(e.requested - e.account.balance, 2))
    except (PermissionError, KeyError) as e:
        print(type(e).__name__, e)
try:
    g.deposit(-5)
except ValueError as e:
    print(e)
print(s.apply_interest(), c.apply_interest())
for a in sorted(bank.accounts.values(), key=lambda a: a.balance, reverse=True):
    print(a, repr(a), a.history)
print(f"total ${bank.total():,.2f}", Account._next, Savings.interest_rate, s.interest_rate is Savings.interest_rate)
print(isinstance(c, Account), type(c).__mro__[1].__name__, [type(a).__name__ for a in bank.accounts.values()])
