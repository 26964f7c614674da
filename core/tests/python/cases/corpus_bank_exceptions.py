class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"balance {balance} < {amount}")
        self.balance = balance
        self.amount = amount

class AccountClosed(RuntimeError):
    pass

class Account:
    _next_id = 1000
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.closed = False
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, v):
        raise AttributeError("use deposit/withdraw")

    def deposit(self, amt):
        if self.closed:
            raise AccountClosed(f"account {self.id} closed")
        if amt <= 0:
            raise ValueError("amount must be positive")
        self._balance += amt
        self.history.append(("dep", amt))

    def withdraw(self, amt):
        if amt > self._balance:
            raise InsufficientFunds(self._balance, amt)
        self._balance -= amt
        self.history.append(("wd", amt))

    def __repr__(self):
        return f"<Account {self.id} {self.owner}: {self._balance:.2f}>"

a = Account("ann", 100)
b = Account("bob")
a.deposit(50)
try:
    a.withdraw(500)
except InsufficientFunds as e:
    print("caught:", e, e.args, e.balance, e.amount)
try:
    a.balance = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    a.deposit(-1)
except ValueError as e:
    print(repr(e))
b.closed = True
try:
    b.deposit(10)
except RuntimeError as e:
    print(type(e).__name__, e, isinstance(e, AccountClosed))
print(a, b)
print(a.history)
try:
    try:
        a.withdraw(1000)
    except InsufficientFunds as e:
        raise RuntimeError("transfer failed") from e
except RuntimeError as e:
    print(e, "<-", repr(e.__cause__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k")
except KeyError as e:
    print(repr(e), type(e.__context__).__name__, e.__suppress_context__)
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
print(InsufficientFunds.__mro__)
