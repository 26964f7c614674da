from enum import Flag, IntFlag, Enum, auto, unique, IntEnum
class Perm(Flag):
    NONE = 0
    R = 4
    W = 2
    X = 1
    RW = R | W
    ALL = R | W | X
print(list(Perm), [m.name for m in Perm], len(Perm), list(Perm.__members__))
print(Perm.ALL, Perm.RW, Perm.R | Perm.W, (Perm.R | Perm.W) is Perm.RW, Perm(6) is Perm.RW, Perm.NONE, repr(Perm(0)))
print(list(Perm.ALL), list(Perm.NONE), Perm.R in Perm.ALL, Perm.NONE in Perm.R, bool(Perm.NONE))
print(~Perm.RW, ~Perm.ALL, ~Perm.NONE, Perm.ALL ^ Perm.X, Perm.RW & Perm.X)
for v in range(8):
    print(v, repr(Perm(v)), str(Perm(v)))
class IP(IntFlag):
    A = 1
    B = 2
    C = 16
for v in [0, 1, 3, 4, 17, 19, 32]:
    x = IP(v)
    print(v, repr(x), str(x), format(x), int(x), x.name)
print(IP.A | 4, IP.A + IP.B, type(IP.A + IP.B).__name__, IP.A & 0, IP.C ^ IP.C, -IP.A, IP.B << 1, type(IP.B << 1).__name__)
print(repr(~IP.A), ~IP(0), repr(IP.A | IP.B | IP.C))
class Col(Enum):
    _ignore_ = ['tmp']
    R = 1
    tmp = 5
    G = 2
print(list(Col), hasattr(Col, 'tmp'))
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE, Shape(2).name, list(Shape.__members__.items())[-1])
class Sub(Enum):
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
    def shout(self): return self.name.upper() + '!'
class Animal(Sub):
    dog = 1
    cat = 2
print(Animal.dog.shout(), list(Animal))
class Coord(bytes, Enum):
    def __new__(cls, value, label):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        return obj
    PX = (0, 'P.X')
    PY = (1, 'P.Y')
print(Coord.PY.label, Coord(1), Coord.PX.value, Coord.PY == b'\x01')
class Pri(IntEnum):
    LOW = 1
    HIGH = 3
    @classmethod
    def _missing_(cls, value):
        return cls.LOW if value < 3 else cls.HIGH
print(Pri(0), Pri(2), Pri(99), Pri(3))
class Grade(Enum):
    A = 90
    B = 80
    C = 70
    @classmethod
    def of(cls, score):
        for g in cls:
            if score >= g.value:
                return g
        return None
print([Grade.of(s) for s in (95, 85, 72, 10)])
print(sorted(Grade, key=lambda g: g.value), max(Grade, key=lambda g: g.value).name)
print(Grade.A.__reduce_ex__(2)[0].__name__ if False else '', Grade['B'].value, Grade(70).name, type(Grade.A.value).__name__)
