from dataclasses import dataclass, field, InitVar, KW_ONLY, fields, asdict, is_dataclass, make_dataclass, FrozenInstanceError
from typing import ClassVar, List
import math


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

    @classmethod
    def parse(cls, s):
        core, _, label = s.partition("-")
        nums = [int(p) for p in core.split(".")]
        return cls(*nums, label=label)

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return f"{s}-{self.label}" if self.label else s


vs = [Version.parse(s) for s in ["1.2.3", "1.10", "0.9.1-beta", "1.2.3-rc1", "2"]]
print(sorted(vs))
print([str(v) for v in sorted(vs, reverse=True)], Version(1, 2, 3) == Version(1, 2, 3, "x"))


@dataclass
class Circle:
    radius: float
    area: float = field(init=False, repr=False)
    unit: InitVar[str] = "cm"
    count: ClassVar[int] = 0

    def __post_init__(self, unit):
        if self.radius < 0:
            raise ValueError("radius must be >= 0")
        self.area = math.pi * self.radius ** 2
        self.label = f"{self.radius}{unit}"
        Circle.count += 1


c = Circle(2.0, "mm")
print(c, round(c.area, 3), c.label, Circle.count, [f.name for f in fields(c)])
try:
    Circle(-1)
except ValueError as e:
    print("ValueError:", e)


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)


p = Point(1, 2)
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(p.moved(1, 1), {p: "home"}[Point(1, 2)], hash(p) == hash(Point(1.0, 2.0)))


@dataclass
class Base:
    id: int
    tags: List[str] = field(default_factory=list)


@dataclass
class Employee(Base):
    name: str = "anon"
    _: KW_ONLY
    salary: int = 0
    manager: "Employee" = None


e = Employee(1, ["x"], "ann", salary=100)
boss = Employee(2, name="bob", salary=200)
e.manager = boss
print(e)
print(asdict(e)["manager"]["name"], is_dataclass(e), is_dataclass(Employee), is_dataclass(3))
try:
    Employee(3, [], "cy", 50)
except TypeError as e2:
    print("TypeError:", e2)
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e3:
    print("TypeError:", e3)
try:
    @dataclass
    class Bad2:
        items: list = []
except ValueError as e4:
    print("ValueError:", e4)


@dataclass(slots=True)
class Slotted:
    a: int
    b: int = 2


s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, "__dict__"))
try:
    s.c = 3
except AttributeError as e5:
    print("AttributeError:", e5)


@dataclass(eq=False)
class Node:
    val: int
    children: list = field(default_factory=list)


n1, n2 = Node(1), Node(1)
print(n1 == n2, n1 == n1, Node(1))

Pt3 = make_dataclass("Pt3", [("x", int), "z", ("y", int, field(default=0))], namespace={"norm": lambda self: abs(self.x) + abs(self.y)})
print(Pt3(1, 3, y=2), Pt3(-4, 6, 5).norm(), Pt3(7, 8))


@dataclass(unsafe_hash=True)
class Tag:
    name: str
    weight: float = field(default=1.0, hash=False)


print(len({Tag("a"), Tag("a", 2.0), Tag("b")}), Tag("a") == Tag("a", 2.0))


@dataclass
class Matrix:
    rows: int
    cols: int
    data: list = field(default=None, repr=False)

    def __post_init__(self):
        if self.data is None:
            self.data = [[0] * self.cols for _ in range(self.rows)]


m = Matrix(2, 3)
m.data[0][1] = 5
print(m, m.data, Matrix(1, 1) == Matrix(1, 1))
print(Version.__eq__ is not object.__eq__, Version(1) < Version(1, 1), Version(2) >= Version(1, 99))
try:
    Version(1) < (1, 0, 0)
except TypeError as e6:
    print("TypeError:", e6)
