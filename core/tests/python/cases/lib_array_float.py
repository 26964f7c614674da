from array import array
import math

vals = [0.1, 1 / 3, 2.0 / 7, 1e-10, 123456789.0, 16777217.0, 16777219.0, 3.4028234663852886e38,
        3.4028235677973366e38, 3.4028235677973362e38, 1e39, 1e300, -1e300, 1e-38, 1.4e-45,
        7.006e-46, 7.0e-46, 1e-46, 5e-324, -0.0, 0.0, 2**100, -7, True, math.pi, math.e]
f = array("f", vals)
d = array("d", vals)
for x, y, z in zip(vals, f, d):
    print(repr(x), repr(y), repr(z), y == x)
print(array("f", [math.inf, -math.inf]), math.isnan(array("f", [math.nan])[0]))
print(array("f", [0.1]) == array("d", [0.1]), array("f", [0.5]) == array("d", [0.5]))
print(sum(array("f", [0.1] * 10)), sum(array("d", [0.1] * 10)))

class Fl:
    def __float__(self):
        return 2.5

class Ix:
    def __index__(self):
        return 3

print(array("d", [Fl(), Ix()]), array("f", [Fl()]))
for bad in ["1.0", None, [1.0], (2.0,)]:
    for tc in "fd":
        try:
            array(tc, [bad])
        except TypeError as e:
            print(tc, repr(bad), "TypeError:", e)
try:
    array("d", [2**1100])
except OverflowError as e:
    print("OverflowError:", e)
a = array("f", [1.0])
a[0] = 0.2
a.append(1e50)
a.extend([1e-50, 3])
a.insert(0, 0.3)
print(a)
a += array("f", [0.7])
print(a, a.pop(), a.index(0.30000001192092896), 0.3 in a)
array("d", [1.0, "2.0"])
