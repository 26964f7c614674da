# enum _missing_/_generate_next_value_, dataclass slots/kw_only/match
from enum import Enum, Flag, IntFlag, auto
from dataclasses import dataclass, field, fields, is_dataclass, make_dataclass

class Level(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    LOW = auto()
    MID = auto()
    HIGH = auto()
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name == value.upper():
                    return m
        return None
print([m.value for m in Level], Level("mid"), Level("HIGH"))
try:
    Level(42)
except ValueError as e:
    print("ValueError:", e)

class Shape(Enum):
    CIRCLE = 1
    SQUARE = 2
    def describe(self):
        return f"{self.name.title()} #{self.value}"
    def __str__(self):
        return self.describe()
print(Shape.CIRCLE, [str(s) for s in Shape], Shape.SQUARE.describe(), format(Shape.CIRCLE))
print(Shape.CIRCLE == 1, Shape.CIRCLE < Shape.SQUARE if False else "no-order", Shape["SQUARE"].value)
class Opt(Flag):
    NONE = 0
    A = 1
    B = 2
    C = 4
    ALL = 7
print(Opt.A | Opt.B, Opt.ALL, Opt(3), Opt.NONE, list(Opt.ALL), Opt.ALL & ~Opt.B, len(Opt.ALL))
print(repr(Opt(6)), Opt.B in Opt.ALL, [m.name for m in Opt], bool(Opt.NONE))
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
print(Perm(7), Perm.R | Perm.X, repr(Perm(0)), Perm(5) & 4, str(Perm.W), format(Perm.R | Perm.W), Perm(8) if False else "")

@dataclass(slots=True)
class P:
    x: int
    y: int = 0
p = P(1)
print(p, P.__slots__, hasattr(p, "__dict__"))
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError")

@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    depth: int
print(Opts(depth=2))
try:
    Opts(1)
except TypeError as e:
    print("TypeError:", e)

@dataclass
class Shape2:
    kind: str
    size: float = 1.0
    def area(self):
        match self:
            case Shape2(kind="square", size=s):
                return s * s
            case Shape2("circle", s):
                return round(3.14159 * s * s, 3)
            case _:
                return None
print([Shape2("square", 3).area(), Shape2("circle", 2).area(), Shape2("blob").area()])
Pt3 = make_dataclass("Pt3", [("x", int), ("y", int, field(default=5))], namespace={"norm": lambda s: abs(s.x) + abs(s.y)})
q = Pt3(3)
print(q, q.norm(), is_dataclass(q), is_dataclass(Pt3), is_dataclass(3), [f.default for f in fields(q)][1])

@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), Ident(1).__hash__ is not None)
@dataclass(unsafe_hash=True)
class H:
    a: int
    b: list = field(default_factory=list, hash=False, compare=False)
print(hash(H(3)) == hash(H(3, [9])), H(3) == H(3, [1]))
@dataclass
class Unh:
    a: int
print(Unh.__hash__)
@dataclass(repr=False)
class NoRepr:
    a: int
print(repr(NoRepr(1)).startswith("<__main__.NoRepr object"))
