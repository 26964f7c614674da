class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        return Money(self.cents + other.cents)

wallet = [Money(100), Money(250)]
print((wallet[0] + wallet[1]).cents)
total = sum(wallet)
