from enum import Enum, IntEnum, Flag, StrEnum
class C(Enum):
    RED = 1
class P(IntEnum):
    A = 10
class F(Flag):
    X = 1
    Y = 2
class S(StrEnum):
    K = "kk"
class M(str, Enum):
    V = "vv"
class N(int, Enum):
    Q = 7
for v in [C.RED, P.A, F.X | F.Y, S.K, M.V, N.Q]:
    print(f"[{v}] [{v!r}] [{v:>12}] [{str(v)}] [{format(v)}] [{'%s' % v}]")
print(f"{P.A:x} {P.A:05d}")
try:
    print(f"{N.Q:+d}")
except ValueError as e:
    print("ValueError:", e)
