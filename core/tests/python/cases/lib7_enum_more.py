from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, EnumMeta, nonmember, member, verify, UNIQUE, CONTINUOUS, ReprEnum, global_enum, property as eprop, FlagBoundary, STRICT, CONFORM, EJECT, KEEP
import enum
class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'
    def describe(self):
        return f'{self.name.title()} ({self.value})'
    @classmethod
    def parse(cls, s):
        return cls(s.lower())
print(Status.parse('ACTIVE').describe(), Status.ACTIVE.__class__.__name__, type(Status).__name__)
d = {Status.ACTIVE: 1}; print(d, d[Status('active')])
print(sorted(Status, key=lambda s: s.value, reverse=True))
class Sz(IntEnum):
    S = 1; M = 2; L = 3
print(max(Sz), Sz.M < Sz.L, Sz(2), Sz.L * 2, list(range(Sz.M)), [s.name for s in Sz if s > 1], Sz.__members__['L'])
print('%d %s %r' % (Sz.M, Sz.M, Sz.M), '{} {:d}'.format(Sz.M, Sz.M))
class Color(Flag):
    RED = auto(); GREEN = auto(); BLUE = auto()
    WHITE = RED | GREEN | BLUE
print(Color.WHITE, repr(Color.WHITE), list(Color.WHITE), len(Color), [c.name for c in Color], Color.RED | Color.BLUE in Color.WHITE)
print(Color(5), repr(Color(6)), Color.WHITE & ~Color.RED, Color(0), bool(Color.RED & Color.GREEN))
try:
    Color(8)
except ValueError as e:
    print('ValueError', e)
class Perm(IntFlag):
    R = 4; W = 2; X = 1
print(Perm(15), repr(Perm(15)), Perm(7) == 7, Perm.R | Perm.X, Perm(5) & 4, 4 in Perm(5) if False else Perm.R in Perm(5), list(Perm(7)))
print(Perm.R.value, int(Perm.R | Perm.W), hex(Perm.R | Perm.W), f'{Perm.W:b}', str(Perm(0)), bool(Perm(0)))
class Mixed(Enum):
    A = 1
    B = 'b'
    C = (1, 2)
print([m.value for m in Mixed], Mixed((1, 2)))
class Const(Enum):
    X = 1
    helper = nonmember(99)
    @member
    def fn(): return 5
print(len(Const), Const.helper, Const.fn.value())
class WD(Enum):
    MON = 1; TUE = 2
    @property
    def is_first(self): return self is WD.MON
print(WD.MON.is_first, WD.TUE.is_first)
try:
    @verify(UNIQUE)
    class V(Enum):
        A = 1
        B = 1
except ValueError as e:
    print('ValueError', e)
try:
    @verify(CONTINUOUS)
    class V2(IntEnum):
        A = 1
        C = 3
except ValueError as e:
    print('ValueError', e)
try:
    class Ext(Status):
        NEW = 'new'
except TypeError as e:
    print('TypeError', e)
try:
    Status.ACTIVE.value = 'x'
except AttributeError as e:
    print('AttributeError', e)
try:
    del Status.ACTIVE.name
except AttributeError as e:
    print('AttributeError', e)
class Auto(Enum):
    A = auto(); B = auto(); C = 10; D = auto()
print([(m.name, m.value) for m in Auto])
Sh = IntEnum('Sh', 'A B C', start=10); print(list(Sh), Sh.C.value)
F2 = Flag('F2', ['X', 'Y', 'Z']); print(F2.X | F2.Z, F2.Z.value)
print(Status['ACTIVE'] is Status.ACTIVE, Status.ACTIVE in Status, 'active' in [s.value for s in Status])
print(enum.Enum.__name__, isinstance(Status, EnumMeta), Status.__members__.keys())
class Ordinal(IntEnum):
    ONE = 1
    TWO = 2
print(Ordinal.ONE + Ordinal.TWO, type(Ordinal.ONE + Ordinal.TWO).__name__, Ordinal(1) is Ordinal.ONE)
class FB(Flag, boundary=STRICT):
    A = 1; B = 2
try:
    FB(7)
except ValueError as e:
    print('ValueError', e)
class FK(Flag, boundary=KEEP):
    A = 1; B = 2
print(repr(FK(7)), FK(5))
class FC(Flag, boundary=CONFORM):
    A = 1; B = 2
print(repr(FC(7)))
