class InsufficientFunds(Exception):
    def __init__(self, need, have):
        super().__init__(f"need {need}, have {have}")
        self.need, self.have = need, have
class Account:
    def __init__(self, owner, balance=0):
        self.owner, self._balance = owner, balance
        self.history = []
    @property
    def balance(self): return self._balance
    def withdraw(self, amt):
        if amt <= 0:
            raise ValueError("amount must be positive")
        if amt > self._balance:
            raise InsufficientFunds(amt, self._balance)
        self._balance -= amt
        self.history.append(-amt)
    def __repr__(self): return f"Account({self.owner!r}, {self._balance})"
acct = Account("zoe", 100)
for amt in [30, -5, 200, 70]:
    try:
        acct.withdraw(amt)
    except InsufficientFunds as e:
        print("short:", e, e.need - e.have)
    except ValueError as e:
        print("bad:", e)
    else:
        print("ok", acct)
    finally:
        print("history", acct.history)
try:
    acct.balance = 5
except AttributeError as e:
    print(type(e).__name__, e)
