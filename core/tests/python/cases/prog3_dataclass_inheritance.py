from dataclasses import dataclass, field, fields, asdict, astuple, replace, KW_ONLY, InitVar
import dataclasses

@dataclass
class Base:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)

@dataclass
class Child(Base):
    z: int = 5
    x: int = 10

c = Child()
print(c, [f.name for f in fields(c)])
print(asdict(Child(1, 2, ["a"], 3)), astuple(Child(1)))

@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int

o = Opts(level=3)
print(o)
try:
    Opts(3)
except TypeError as e:
    print(type(e).__name__, e)

@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int = 2
print(Mixed(5, c=9))

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)

vs = [Version(1, 2, "b"), Version(1, 0), Version(0, 9, "x")]
print(sorted(vs), max(vs))
try:
    vs[0].major = 5
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
print(hash(Version(1, 2)) == hash(Version(1, 2, "zz")), Version(1, 2) == Version(1, 2, "q"))
print(replace(vs[0], minor=7))

@dataclass(slots=True)
class Point:
    x: float
    y: float
    def norm2(self):
        return self.x ** 2 + self.y ** 2
p = Point(3, 4)
print(p, p.norm2(), hasattr(p, "__dict__"), Point.__slots__)
try:
    p.z = 1
except AttributeError as e:
    print(type(e).__name__)

@dataclass
class WithInit:
    a: int
    scale: InitVar[int] = 2
    total: int = field(init=False)
    def __post_init__(self, scale):
        self.total = self.a * scale
print(WithInit(4), WithInit(4, 10), [f.name for f in fields(WithInit)])
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(type(e).__name__, e)
print(dataclasses.is_dataclass(p), dataclasses.is_dataclass(Point), dataclasses.is_dataclass(3))
@dataclass(repr=False, eq=False)
class Plain:
    v: int = 0
print(Plain(1) == Plain(1), "Plain object" in repr(Plain()))
