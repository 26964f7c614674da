# enum 3.11: verify with UNIQUE/CONTINUOUS/NAMED_FLAGS, show_flag_values, enum.property, global_enum, FlagBoundary as str.
from enum import *
import enum
def t(f):
    try: f(); print('ok')
    except Exception as e: print(type(e).__name__, e)
def g1():
    @verify(NAMED_FLAGS)
    class G(Flag):
        A=1
        X=11
        Y=17
def g2():
    @verify(NAMED_FLAGS)
    class G(Flag):
        A=1
        X=3
def g3():
    @verify(CONTINUOUS)
    class E(Enum):
        A='a'
        B='c'
def g4():
    @verify(UNIQUE, NAMED_FLAGS)
    class E(Enum):
        A=1
        B=3
def g5():
    @verify(CONTINUOUS)
    class E(IntFlag):
        A=1
        B=8
def g6():
    @verify(CONTINUOUS)
    class E(Flag):
        A=2
        B=16
        C=18
def g7():
    @verify(UNIQUE)
    class U(Enum):
        A=1
        B=1
        C=2
        D=2
def g8():
    @verify(CONTINUOUS, UNIQUE)
    class Ok(IntEnum):
        A=3
        B=4
        C=5
for f in (g1,g2,g3,g4,g5,g6,g7,g8): t(f)
print(enum.show_flag_values(11), enum.show_flag_values(0))
class Q(Enum):
    A=1
    @enum.property
    def double(self): return self.value*2
print(Q.A.double)
@global_enum
class Col(Enum):
    RED=1
    BLUE=2
print(repr(Col.RED), str(Col.RED), RED, BLUE is Col.BLUE, f"{Col.RED}")
@global_enum
class Bits(Flag):
    P=1
    Q=2
print(str(Bits.P), str(Bits.P | Bits.Q), enum.STRICT, repr(enum.KEEP), enum.EJECT == "eject", f"{enum.CONFORM}")
print(repr(EnumCheck.CONTINUOUS), EnumCheck('one name per value'), list(EnumCheck), isinstance(UNIQUE, str))
