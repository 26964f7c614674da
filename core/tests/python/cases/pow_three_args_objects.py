# Three-argument pow() on instances: their own __pow__(y, m).
from decimal import Decimal

print(pow(Decimal(3), 4, 5), pow(7, 2, 5), pow(Decimal(10), 3, 7))


class Mod:
    def __init__(self, v):
        self.v = v

    def __pow__(self, e, m=None):
        return ("pow", self.v, e, m)


print(pow(Mod(2), 3, 4), pow(Mod(2), 3))
try:
    pow(object(), 2, 3)
except TypeError as e:
    print("TypeError:", e)
