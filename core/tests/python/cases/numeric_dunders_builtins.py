# divmod, float, round and math.floor/ceil/trunc ask an instance's own special methods.
import math


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __divmod__(self, n):
        return (Money(self.cents // n), self.cents % n)

    def __rdivmod__(self, n):
        return ("r", n, self.cents)

    def __float__(self):
        return self.cents / 100

    def __round__(self, ndigits=None):
        return ("round", ndigits)

    def __floor__(self):
        return self.cents // 100

    def __ceil__(self):
        return -(-self.cents // 100)

    def __trunc__(self):
        return int(self.cents / 100)

    def __repr__(self):
        return f"Money({self.cents})"


m = Money(1234)
print(divmod(m, 5), divmod(7, m))
print(float(m), round(m), round(m, 2), round(m, None))
print(math.floor(m), math.ceil(m), math.trunc(m))


class Idx:
    def __index__(self):
        return 7


class OnlyFloat:
    def __float__(self):
        return 2.5


print(float(Idx()), math.floor(OnlyFloat()), math.ceil(OnlyFloat()), math.floor(Idx()))


class NotImpl:
    def __divmod__(self, other):
        return NotImplemented


class Right:
    def __rdivmod__(self, other):
        return "right"


print(divmod(NotImpl(), Right()))


class Plain:
    pass


class BadFloat:
    def __float__(self):
        return "x"


for f in (float, round, math.floor, math.ceil, math.trunc):
    try:
        f(Plain())
    except TypeError as e:
        print("TypeError:", e)
for args in [(Plain(), 1), (1, Plain()), (NotImpl(), 2)]:
    try:
        divmod(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    float(BadFloat())
except TypeError as e:
    print("TypeError:", e)
print(divmod(7, 2), divmod(-7.5, 2), float("1.5"), round(2.5), math.floor(-1.5))
