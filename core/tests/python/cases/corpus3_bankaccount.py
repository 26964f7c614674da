class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available

class Account:
    _next_id = 1000

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def __repr__(self):
        return f"{type(self).__name__}({self.owner!r}, {self._balance:.2f})"

class Savings(Account):
    rate = 0.025

    def add_interest(self):
        interest = round(self._balance * self.rate, 2)
        self.deposit(interest)
        return interest

a = Account("ann", 100)
s = Savings("bob", 1000)
a.deposit(50).withdraw(30)
print(a, a.id, a.history)
print(s.add_interest(), s)
try:
    a.withdraw(500)
except InsufficientFunds as e:
    print("error:", e, e.needed, e.available)
try:
    s.deposit(-5)
except ValueError as e:
    print("error:", e)
try:
    a.balance = 10
except AttributeError as e:
    print("AttributeError:", e)
print(isinstance(s, Account), issubclass(Savings, Account), Savings.__mro__[1].__name__)
for acct in sorted([a, s], key=lambda x: -x.balance):
    print(f"{acct.id}: {acct.owner:>5} {acct.balance:>10,.2f}")
