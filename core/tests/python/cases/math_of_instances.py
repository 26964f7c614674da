# math's float functions accept any object with __float__ (or __index__), as CPython's do.
import math


class Meters:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        return float(self.v)


class Count:
    def __index__(self):
        return 4


m = Meters(2.25)
print(math.sqrt(m), math.exp(Meters(0)), math.isfinite(m), math.isnan(m), math.fabs(Meters(-3)))
print(math.pow(m, 2), math.atan2(m, Meters(1)), math.hypot(Meters(3), 4), math.log(m))
print(math.log(Meters(8), 2), math.sqrt(Count()), math.sin(Count()), math.copysign(1, Meters(-1)))


class Nothing:
    pass


for f in (math.sqrt, math.exp):
    try:
        f(Nothing())
    except TypeError as e:
        print("TypeError:", e)
try:
    math.pow(2, Nothing())
except TypeError as e:
    print("TypeError:", e)
try:
    range(Nothing())
except TypeError as e:
    print("TypeError:", e)
