import typing
from typing import (SupportsAbs, SupportsBytes, SupportsComplex, SupportsFloat, SupportsIndex,
                    SupportsInt, SupportsRound)

protocols = [SupportsInt, SupportsFloat, SupportsComplex, SupportsBytes, SupportsIndex,
             SupportsAbs, SupportsRound]


class Meters:
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return int(self.v)

    def __float__(self):
        return float(self.v)

    def __abs__(self):
        return Meters(abs(self.v))

    def __round__(self, ndigits=0):
        return Meters(round(self.v, ndigits))


class Blocked(Meters):
    __int__ = None


values = [1, 2.5, 3j, "s", b"b", True, [1], Meters(-1.5), Blocked(2)]
for p in protocols:
    print(p.__name__.ljust(16), [isinstance(v, p) for v in values])
for p in protocols:
    print(p.__name__.ljust(16), [issubclass(t, p) for t in (int, float, complex, str, bytes, Meters, Blocked)])
print(SupportsInt, SupportsAbs[int], SupportsRound[float], SupportsAbs.__module__)
print(typing.SupportsIndex.__mro__[0].__name__, SupportsInt.__mro__[1:][0].__name__)


def total(xs: "list[SupportsFloat]") -> float:
    return sum(float(x) for x in xs)


print(total([1, 2.5, Meters(3)]))


class MyInt(SupportsInt):
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v


print(int(MyInt(7)), isinstance(MyInt(7), SupportsInt))
try:
    SupportsInt()
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(1, SupportsInt)
except TypeError as e:
    print("TypeError:", e)


class Incomplete(SupportsFloat):
    pass


Incomplete()
