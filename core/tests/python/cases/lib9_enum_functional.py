from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
A = Enum('A', 'x y z'); print(list(A), A.x.value, A.__name__, A.__module__ if False else '', repr(A.y))
B = Enum('B', [('p', 10), ('q', 20)]); print(list(B), B(20))
C = Enum('C', {'r': 'R', 's': 'S'}); print(list(C), C('S'))
D = Enum('D', 'a, b , c'); print([m.name for m in D])
E = IntEnum('E', 'one two', start=0); print(list(E), E.two + 1)
F = Flag('F', 'R W X'); print(list(F), F.R | F.X, F(7))
G = StrEnum('G', 'alpha beta'); print(list(G), G.alpha == 'alpha')
H = Enum('H', ['m', 'n'], type=int) if False else None
I = Enum('I', 'u v', qualname='Mod.I'); print(I.__qualname__)
try:
    Enum('Bad', 'a a')
except TypeError as e:
    print('TypeError', e)
try:
    Enum('Bad', 'mro')
except ValueError as e:
    print('ValueError', e)
class P(Enum):
    _ignore_ = ['tmp']
    tmp = 5
    A = 1
    _private = 3
print(list(P), P._private if False else '', [n for n in P.__members__])
class Q(IntFlag):
    A = 1
    B = 2
    C = 4
print(Q.A | Q.B | 8, list(Q.A | Q.B | 8), Q(15), repr(Q(15)), repr(Q(-1)) if False else '', Q(0) | Q.A, -Q.A if False else '', Q.A ^ Q.C, ~Q.C)
class Weekday(Flag):
    MON = auto(); TUE = auto(); WED = auto(); THU = auto(); FRI = auto(); SAT = auto(); SUN = auto()
    WEEKEND = SAT | SUN
    WEEKDAYS = MON | TUE | WED | THU | FRI
print(Weekday.WEEKEND, repr(Weekday.MON | Weekday.SAT | Weekday.SUN), list(Weekday.WEEKDAYS), Weekday(96), Weekday.WEEKEND in Weekday(127), len(Weekday), len(Weekday(127)))
for m in Weekday:
    print(m.name, m.value, end='; ')
print()
print(sorted(Weekday.__members__), [m.name for m in Weekday(31)], bool(Weekday(0)), Weekday(0).name, ~Weekday.WEEKDAYS)
class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404
    @classmethod
    def from_code(cls, c): return cls(c)
    @property
    def is_error(self): return self >= 400
print(Status.from_code(404), Status.NOT_FOUND.is_error, Status(200).is_error, Status.OK.name.lower(), Status['OK'], sorted(Status, reverse=True))
try:
    class M(Enum):
        mro = 1
except ValueError as e:
    print('ValueError', e)
