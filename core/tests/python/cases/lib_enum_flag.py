from enum import Flag, IntFlag, auto


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


print(Perm.R | Perm.W, repr(Perm.R | Perm.W), Perm(7), repr(Perm(0)), Perm.RW)
print(Perm.R in (Perm.R | Perm.X), Perm.W in Perm.R, list(Perm.R | Perm.X), bool(Perm(0)))
print(~Perm.R, Perm.RW & Perm.W, Perm.RW ^ Perm.R, len(Perm.RW), list(Perm), len(Perm))
print(Perm.__members__)
print(repr(Perm), Perm.RW.name, Perm.RW.value, (Perm.R | Perm.W) is Perm.RW)
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", e)


class Color(Flag):
    RED = 1
    GREEN = 2
    BLUE = 4


purple = Color.RED | Color.BLUE
print(purple, [c.name for c in purple], Color.GREEN not in purple)
for c in Color:
    print("color", c)


class Num(IntFlag):
    A = 1
    B = 2
    C = 4


print(Num.A | Num.B, repr(Num.A | Num.B), Num.A | 8, repr(Num(9)), Num.C + 1, str(Num.B), Num.A == 1)
