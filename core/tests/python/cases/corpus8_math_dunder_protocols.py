# math.floor/ceil/trunc and round on objects with __floor__/__ceil__/__trunc__/__round__.
import math


class Fl:
    def __floor__(self): return "fl"
    def __ceil__(self): return "ce"
    def __trunc__(self): return 9
    def __round__(self, n=None): return ("r", n)


print(math.floor(Fl()), math.ceil(Fl()), math.trunc(Fl()), round(Fl()), round(Fl(), 3))


class OnlyFloat:
    def __float__(self): return 2.7


print(math.floor(OnlyFloat()), math.ceil(OnlyFloat()), math.sqrt(OnlyFloat()) > 1.6)
try:
    math.trunc(OnlyFloat())
except TypeError as e:
    print(e)
try:
    round(OnlyFloat())
except TypeError as e:
    print(e)
print(math.floor(3.7), math.floor(-3.2), type(math.floor(2.0)).__name__, math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([2, 3, 4]), math.prod([], start=5))
print(math.isqrt(10**40), math.gcd(2**100, 6**50), math.lcm(4, 6, 10), math.comb(50, 25), math.perm(10, 3), math.factorial(25), math.gcd(), math.lcm())
