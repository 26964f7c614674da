# frozen=True: fields refuse assignment with FrozenInstanceError; instances hash by value.
from dataclasses import dataclass, field, FrozenInstanceError, replace, asdict
import copy


@dataclass(frozen=True)
class Pt:
    x: int
    y: int = 0


p = Pt(1, 2)
print(p, p.x, p.y, Pt(3))
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    p.y = 5
except AttributeError as e:
    print("AttributeError:", e, type(e).__name__)
print(p, issubclass(FrozenInstanceError, AttributeError))
print(hash(p) == hash(Pt(1, 2)), hash(p) == hash(Pt(2, 1)) or "differ")
d = {p: "a", Pt(0, 0): "b"}
print(d[Pt(1, 2)], d[Pt(0)], len({Pt(1, 2), Pt(1, 2), Pt(2, 1)}))
q = replace(p, y=9)
print(q, p, q == p, asdict(q))
c = copy.copy(p)
dc = copy.deepcopy(p)
print(c, dc, c == p, dc == p, c is p)
try:
    c.x = 3
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)


@dataclass(frozen=True)
class Line:
    a: Pt
    b: Pt
    tags: tuple = ()
    label: str = field(default="line", compare=False)


ln = Line(Pt(0, 0), Pt(1, 1))
print(ln, hash(ln) == hash(Line(Pt(0, 0), Pt(1, 1), label="other")))
print(ln == Line(Pt(0, 0), Pt(1, 1), label="zzz"))
try:
    ln.label = "x"
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)


@dataclass(frozen=True)
class Pt3(Pt):
    z: int = 0


p3 = Pt3(1, 2, 3)
print(p3, hash(p3) == hash(Pt3(1, 2, 3)))
try:
    p3.z = 0
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    p3.x = 0
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)

try:
    @dataclass
    class Thawed(Pt):
        w: int = 0
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Loose:
    a: int = 0


try:
    @dataclass(frozen=True)
    class Frosted(Loose):
        b: int = 0
except TypeError as e:
    print("TypeError:", e)


@dataclass(frozen=True, eq=False)
class NoEq:
    a: int


print(NoEq(1) == NoEq(1), type(hash(NoEq(1))).__name__)
print(sorted([Pt(2, 1), Pt(1, 5)], key=lambda t: (t.x, t.y)))
Pt()
