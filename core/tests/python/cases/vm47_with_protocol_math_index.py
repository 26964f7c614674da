# `with` over an object that is not a context manager: CPython 3.11's TypeError, naming a missing
# __exit__ when __enter__ is there; math's integer functions take __index__ objects, and fsum
# takes Fractions and __float__ objects.
import asyncio
import math
from fractions import Fraction
from decimal import Decimal


class OnlyEnter:
    def __enter__(self):
        return self


class OnlyExit:
    def __exit__(self, *exc):
        return False


for obj in (1, None, "s", OnlyEnter(), OnlyExit(), [1]):
    try:
        with obj:
            print("entered", obj)
    except TypeError as e:
        print("TypeError:", e)


async def main():
    try:
        async with OnlyEnter():
            pass
    except TypeError as e:
        print("TypeError:", e)

    class AEnterOnly:
        async def __aenter__(self):
            return self

    try:
        async with AEnterOnly():
            pass
    except TypeError as e:
        print("TypeError:", e)


asyncio.run(main())


class Five:
    def __index__(self):
        return 5


class Three:
    def __index__(self):
        return 3


print(math.factorial(Five()), math.comb(Five(), Three()), math.perm(Five(), 2), math.perm(Five()))
print(math.isqrt(Five()), math.gcd(Five(), 10), math.lcm(Five(), Three()), math.gcd(12, Three(), 9))
for bad in (2.0, "3", Fraction(5, 1)):
    try:
        math.factorial(bad)
    except TypeError as e:
        print("TypeError:", e)

print(math.fsum([Fraction(1, 3), 0.5, Fraction(2, 3)]), math.fsum([Decimal("0.1")] * 10))
print(math.fsum(x for x in [Fraction(1, 10)] * 10), math.fsum([1, Five(), 2.5]))
try:
    math.fsum([1, "2"])
except TypeError as e:
    print("TypeError:", e)
