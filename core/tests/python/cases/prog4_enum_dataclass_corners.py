# enum functional API/aliases/flags and dataclass inheritance, metadata, recursion
import enum, dataclasses as dc, functools, textwrap, typing
E = enum.Enum("E", [("A", 10), ("B", 20)])
F = enum.Enum("F", {"X": "x", "Y": "y"}, module=__name__)
G = enum.IntEnum("G", "ONE TWO THREE", start=0)
print(list(E), list(F), list(G), E.A.value, G.TWO + 0, repr(G.ONE))
class Color(enum.Enum):
    RED = 1
    CRIMSON = 1
    BLUE = 2
print(Color.CRIMSON, list(Color), Color.__members__["CRIMSON"], [n for n in Color.__members__])
class P(enum.Flag):
    A = 1
    B = 2
    AB = 3
print(list(P), P.AB, P(3), ~P.A, P.A ^ P.AB)
class S(enum.Enum):
    _ignore_ = ["tmp"]
    X = 1
    def __repr__(self): return f"S.{self.name}!"
print(repr(S.X), S.X.__class__.__name__, isinstance(S.X, S), type(S).__name__)
try:
    class Ext(Color): NEW = 3
except TypeError as e: print(e)
try: Color.RED = 5
except AttributeError as e: print(e)
try: del Color.RED
except AttributeError as e: print(e)
print(Color.RED.name, Color(2), Color["BLUE"], Color.RED in Color, hash(Color.RED) == hash(Color.RED))
class Ord(enum.IntEnum):
    LOW = 1
    HIGH = 3
print(Ord.LOW < 2, sorted([3, Ord.LOW, 2]), Ord(3), max(Ord), str(Ord.HIGH), f"{Ord.HIGH!r}")
class Weekday(enum.Enum):
    MON = enum.auto()
    TUE = enum.auto()
    @property
    def is_weekend(self): return False
print([d.value for d in Weekday], Weekday.MON.is_weekend, enum.unique(Weekday) is Weekday)
@dc.dataclass
class Base:
    x: int
    def __post_init__(self): print("base post", self.x)
@dc.dataclass
class Sub(Base):
    y: int = 0
    def __post_init__(self):
        super().__post_init__(); print("sub post", self.y)
print(Sub(1, 2))
@dc.dataclass
class Meta:
    a: int = dc.field(default=1, metadata={"unit": "m"})
print(dc.fields(Meta)[0].metadata["unit"], dc.fields(Meta)[0].metadata)
@dc.dataclass(frozen=True)
class Fz:
    a: int
try:
    @dc.dataclass
    class NotFz(Fz):
        b: int = 0
except TypeError as e: print(e)
@dc.dataclass
class Tree:
    v: int
    kids: list = dc.field(default_factory=list)
t = Tree(1); t.kids.append(t)
print(t)
print(dc.replace(Sub(1, 2), y=5))
try: dc.replace(Sub(1), z=1)
except TypeError as e: print(e)
@dc.dataclass(order=True)
class V: a: int; b: str = "x"
print(V(1) < V(1, "y"), sorted([V(2), V(1, "z"), V(1, "a")]))
try: V(1) < 3
except TypeError as e: print(e)
print(dc.astuple(Tree(2, [Tree(3)])), dc.asdict(V(1)), V.__eq__(V(1), 3))
@dc.dataclass
class WithCV:
    count: typing.ClassVar[int] = 0
    name: str = "n"
print([f.name for f in dc.fields(WithCV)], WithCV(), WithCV.count)
