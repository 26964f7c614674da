from enum import Flag, IntFlag, auto
class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    RW = READ | WRITE
print(list(Perm), len(Perm), list(Perm.__members__), Perm._member_names_, Perm(0), repr(Perm.NONE), Perm.NONE in Perm, list(reversed(Perm)))
class M(IntFlag):
    Z = 0
    A = 1
print(list(M), len(M), M.Z, M(0))
class N(Flag):
    A = 1
    Z = 0
print(list(N), len(N), N(0), N.Z)
