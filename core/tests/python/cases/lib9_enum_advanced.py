import enum
from enum import Enum, Flag, IntFlag, auto, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, FlagBoundary, STRICT, CONFORM, EJECT, KEEP, member, nonmember
class Ordinal(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    A = auto()
    B = auto()
print(list(Ordinal), Ordinal.B.value)
class AutoInt(Enum):
    X = auto()
    Y = 10
    Z = auto()
print([m.value for m in AutoInt])
class Fl(Flag):
    A = auto()
    B = auto()
    C = auto()
    AB = A | B
print([m.value for m in Fl], list(Fl), Fl.AB, Fl.A | Fl.B is Fl.AB, repr(Fl(7)), str(Fl(7)), Fl(5).name, repr(~Fl.AB))
class St(Flag, boundary=STRICT):
    X = 1
    Y = 2
try:
    St(5)
except ValueError as e:
    print('ValueError', e)
class Co(Flag, boundary=CONFORM):
    X = 1
    Y = 2
print(Co(7), repr(Co(4)))
class Ej(Flag, boundary=EJECT):
    X = 1
print(Ej(3), type(Ej(3)).__name__, Ej(1))
class Kp(IntFlag):
    X = 1
print(repr(Kp(9)), Kp(9), Kp.X | 16, format(Kp(9), 'd'), Kp._boundary_ if hasattr(Kp, '_boundary_') else '')
try:
    @verify(CONTINUOUS)
    class Gap(Enum):
        A = 1
        C = 3
except ValueError as e:
    print('ValueError', e)
try:
    @verify(NAMED_FLAGS)
    class Nf(Flag):
        A = 1
        ABC = 7
except ValueError as e:
    print('ValueError', e)
class Mem(Enum):
    A = 1
    f = member(lambda: 5)
    helper = nonmember(42)
    def meth(self): return self.name
print([m.name for m in Mem], Mem.helper, Mem.A.meth(), Mem.f.value())
class Cmp(Enum):
    RED = 'r'
    @property
    def up(self): return self.value.upper()
    def __str__(self): return f'Color:{self.name}'
print(Cmp.RED, Cmp.RED.up, f'{Cmp.RED}', repr(Cmp.RED), Cmp.RED.name, Cmp['RED'], Cmp('r'))
try:
    Cmp.RED = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    class Ext(Cmp):
        BLUE = 'b'
except TypeError as e:
    print('TypeError', e)
print(len(Cmp), Cmp.RED in Cmp, 'r' in Cmp if False else '', dir(Cmp.RED)[:3], Cmp.__members__)
class Big(enum.IntEnum):
    A = 1
    B = 2
print(Big.A + Big.B, Big(2), hash(Big.A) == hash(1), {Big.A: 'x'}[1], max(Big), enum.unique(Big) is Big)
print(Fl.A < Fl.B if False else '', Fl.A in Fl.AB, Fl(0) in Fl.A, bool(Fl(0)), list(Fl(0)), Fl.AB.value, len(Fl.AB), len(Fl))
