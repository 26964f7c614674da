from enum import Enum
class S(str, Enum):
    A = "a"
print(S.A, S.A == "a")
class I(int, Enum):
    X = 1
print(I.X + 1)
print(repr(S.A), str(S.A), f"{S.A}", S.A.upper(), S("a") is S.A, hash(S.A) == hash("a"), S.A + "!", isinstance(S.A, str))
print(I.X * 3, repr(I.X), I(1), sorted([I.X]), I.X == 1, {S.A: 1}.get("a"))
class F(float, Enum):
    HALF = 0.5
print(F.HALF * 2, F.HALF.value, F.HALF.name)
