class Account:
    def __init__(self, balance):
        self._balance = balance

    @property
    def balance(self):
        return self._balance

    @property
    def ratio(self):
        return self.balance / self._limit

acc = Account(100)
print(acc.balance)
print(acc.ratio)
