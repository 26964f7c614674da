# Objects with __index__ where builtins take integers: subscripts, slices, range, hex, repeat counts.
import math
import operator


class Idx:
    def __index__(self): return 2


I = Idx()
print([10, 20, 30][I], "abcd"[I:], range(10)[I], bin(I), hex(I), oct(I), (1, 2, 3)[:I], bytes(I), [0] * I, "ab" * I, I * "xy", b"z" * I)
print(operator.index(I), range(I), list(range(0, 10, I)), round(3.14159, I), round(12345, I), [0, 1, 2, 3, 4][I::I], b"abcd"[I], "abcd"[I])
print(math.factorial(I), math.comb(5, I), math.isqrt(I), math.gcd(I, 4), operator.getitem("abc", I), sorted([3, 2, 1])[:I])
l = [1, 2, 3]
l[I] = 9
print(l, bytearray(I), int(I) if hasattr(Idx, "__int__") else "no __int__")
try:
    int(I)
except TypeError as e:
    print("int:", e)
try:
    float(I)
except TypeError as e:
    print("float:", e)


class Num:
    def __init__(self, v): self.v = v
    def __int__(self): return self.v
    def __float__(self): return float(self.v) + 0.5
    def __complex__(self): return complex(self.v, 1)


print(int(Num(3)), float(Num(3)), complex(Num(3)))
try:
    [1, 2][Num(0)]
except TypeError as e:
    print(e)
try:
    "%d" % Num(4)
except TypeError as e:
    print("pct:", e)


class BadIdx:
    def __index__(self): return "x"


try:
    [1][BadIdx()]
except TypeError as e:
    print(e)
