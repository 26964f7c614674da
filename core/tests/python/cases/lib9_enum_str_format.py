import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, ReprEnum, auto
class E(Enum):
    A = 1
class SE(str, Enum):
    A = 'x'
class IE(int, Enum):
    A = 2
class FE(float, Enum):
    A = 1.5
class IEn(IntEnum):
    A = 3
class SEn(StrEnum):
    A = 'y'
class Fl(Flag):
    A = 1
    B = 2
class IFl(IntFlag):
    A = 1
    B = 2
class RE(int, ReprEnum):
    A = 7
for m in [E.A, SE.A, IE.A, FE.A, IEn.A, SEn.A, Fl.A, Fl.A | Fl.B, IFl.A, IFl.A | IFl.B, RE.A]:
    try:
        f3 = format(m, '>6')
    except Exception as e:
        f3 = type(e).__name__
    print(type(m).__name__, str(m), repr(m), f'{m}', format(m, ''), f3, '%s' % m)
print(f'{IEn.A:03d}', f'{IFl.B:b}', '%d' % IEn.A, '%r' % SEn.A, '{!s}|{!r}'.format(IE.A, IE.A))
class Custom(Enum):
    X = 1
    def __format__(self, spec): return 'custom:' + spec
    def __str__(self): return 'S'
print(f'{Custom.X:abc}', str(Custom.X), repr(Custom.X))
class Rep(IntEnum):
    A = 1
    def __repr__(self): return 'REP'
print(repr(Rep.A), str(Rep.A), [Rep.A])
print(E.A.__class__.__mro__[1:], IEn.__mro__, SEn.__mro__)
print(list(IFl), list(IFl.A | IFl.B), IFl(3).name, IFl(0).name, repr(IFl(0)), str(IFl(4)), repr(IFl(5)), IFl(5).value)
class Col(Flag):
    R = auto(); G = auto(); B = auto()
    WHITE = R | G | B
print(repr(Col.WHITE), repr(Col(3)), str(Col(3)), repr(~Col.R), repr(Col(0)), str(Col(0)), Col(3).name, list(Col.WHITE), Col.WHITE.value, [c.name for c in Col])
print(hash(IEn.A) == hash(3), IEn.A == 3, SEn.A == 'y', E.A == 1, IE.A + 1, SE.A + 'z', SEn.A.upper(), type(SEn.A.upper()).__name__)
print(enum.Enum.__dict__.get('_missing_') is not None, E._member_names_, E._value2member_map_, IEn.A.real, FE.A.is_integer())
class RS(str, ReprEnum):
    A = 'aa'
    def __str__(self): return 'own'
class RF(float, ReprEnum):
    H = 0.25
print(str(RS.A), format(RS.A, '>4'), repr(RS.A), str(RF.H), f'{RF.H:.3f}', repr(RF.H), RF.H * 2)
try:
    class Bad(ReprEnum):
        A = 1
    print(str(Bad.A), repr(Bad.A))
except TypeError as e:
    print('TypeError', e)
