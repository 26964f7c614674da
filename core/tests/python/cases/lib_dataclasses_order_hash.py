# order=True comparisons, unsafe_hash, eq's effect on __hash__, compare=False and hash= fields.
from dataclasses import dataclass, field
import functools


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    note: str = field(default="", compare=False)


a, b, c = Version(1, 2), Version(1, 10), Version(2)
print(a < b, b < c, c > a, a <= Version(1, 2), a >= b, a == Version(1, 2, "x"))
print(sorted([c, b, a, Version(0, 99)]))
print(max([a, b, c]), min([a, b, c]))
for op in ("<", "<=", ">", ">="):
    try:
        if op == "<":
            a < 1
        elif op == "<=":
            a <= "x"
        elif op == ">":
            a > None
        else:
            a >= 2.5
    except TypeError as e:
        print("TypeError:", e)


@dataclass(order=True)
class Other:
    major: int
    minor: int = 0


try:
    a < Other(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(a == Other(1, 2))

try:
    @dataclass(order=True, eq=False)
    class Bad:
        x: int
except ValueError as e:
    print("ValueError:", e)

try:
    @dataclass(order=True)
    class Bad2:
        x: int

        def __lt__(self, other):
            return True
except TypeError as e:
    print("TypeError:", e)


@dataclass(unsafe_hash=True)
class H:
    x: int
    y: list = field(default_factory=list, hash=False)
    z: int = field(default=0, compare=False)
    w: int = field(default=0, compare=False, hash=True)


h = H(1, [2])
print(hash(h) == hash(H(1, [3], 5)), hash(h) == hash(H(1, [2], 0, 9)), h == H(1, [2], 7))
h.x = 2
print(h, hash(h) == hash(H(2)))

try:
    @dataclass(unsafe_hash=True)
    class Bad3:
        x: int

        def __hash__(self):
            return 1
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Explicit:
    x: int

    def __hash__(self):
        return 42


print(hash(Explicit(1)), Explicit(1) == Explicit(1))


@dataclass(eq=False)
class NoEq:
    x: int


n = NoEq(1)
print(n == NoEq(1), n == n, {n: 1}[n])


@dataclass
class Unhashable:
    x: int


print(Unhashable.__hash__)
try:
    {Unhashable(1)}
except TypeError as e:
    print("TypeError:", e)


@dataclass(frozen=True, order=True)
class Card:
    rank: int
    suit: str


hand = [Card(10, "h"), Card(2, "s"), Card(10, "c")]
print(sorted(hand), len(set(hand + [Card(2, "s")])))


@functools.total_ordering
@dataclass
class Tot:
    v: int

    def __lt__(self, other):
        return self.v < other.v


print(Tot(1) < Tot(2), Tot(3) >= Tot(2), Tot(2) == Tot(2))
Version(1) < 3
