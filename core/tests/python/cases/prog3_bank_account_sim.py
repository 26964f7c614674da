class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available

class Account:
    _next_id = 1000
    def __init__(self, owner, balance=0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("dep", amount))
        return self
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(("wd", amount))
        return self
    def __repr__(self):
        return f"<{type(self).__name__} {self.id} {self.owner}: {self._balance}>"

class Savings(Account):
    def __init__(self, owner, balance=0, rate=0.02):
        super().__init__(owner, balance)
        self.rate = rate
    def add_interest(self):
        interest = round(self._balance * self.rate, 2)
        self.deposit(interest)
        return interest
    def withdraw(self, amount):
        if len([h for h in self.history if h[0] == "wd"]) >= 2:
            raise PermissionError("withdrawal limit reached")
        return super().withdraw(amount)

class Bank:
    def __init__(self):
        self.accounts = {}
    def open(self, cls, *args, **kw):
        acct = cls(*args, **kw)
        self.accounts[acct.id] = acct
        return acct
    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except KeyError:
            raise LookupError(f"no account {src}") from None
        self.accounts[dst].deposit(amount)
    def report(self):
        for acct in sorted(self.accounts.values(), key=lambda a: (-a.balance, a.id)):
            print(f"  {acct.id} {acct.owner:<6}{acct.balance:>10.2f}")
        print(f"  total {sum(a.balance for a in self.accounts.values()):>12.2f}")

bank = Bank()
a = bank.open(Account, "alice", 100)
b = bank.open(Savings, "bob", 500, rate=0.05)
c = bank.open(Account, "carol")
bank.transfer(a.id, c.id, 40)
print(a, c)
try:
    bank.transfer(a.id, c.id, 1000)
except InsufficientFunds as e:
    print("failed:", e, e.needed - e.available)
try:
    bank.transfer(9999, a.id, 1)
except LookupError as e:
    print(type(e).__name__, e, e.__cause__, e.__suppress_context__)
print(b.add_interest(), b.balance)
for amt in (10, 20, 30):
    try:
        bank.transfer(b.id, a.id, amt)
    except PermissionError as e:
        print(type(e).__name__, e)
try:
    c.deposit(-5)
except ValueError as e:
    print(type(e).__name__, e)
c.deposit(5).deposit(7).withdraw(2)
print(c.history, isinstance(b, Account), type(b).__mro__[1].__name__)
bank.report()
