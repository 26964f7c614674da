# Fields inherited from dataclass bases, overriding, __post_init__, InitVar, ClassVar.
from dataclasses import dataclass, field, fields, InitVar
from typing import ClassVar, List


@dataclass
class Base:
    x: int
    y: int = 1


@dataclass
class Child(Base):
    z: int = 2


@dataclass
class Override(Base):
    x: int = 10
    w: str = "w"


print(Child(0), Child(0, 5, 6), [f.name for f in fields(Child)])
print(Override(), Override(1, 2, "v"), [f.name for f in fields(Override)])
print(isinstance(Child(0), Base), Child(0) == Base(0), Base(0) == Child(0))
try:
    @dataclass
    class Broken(Base):
        q: int
except TypeError as e:
    print("TypeError:", e)


class Plain(Base):
    extra = 3


print(Plain(4), Plain(4).extra, [f.name for f in fields(Plain)])


@dataclass
class Deeper(Plain):
    k: int = 0


print(Deeper(1, 2, 3), Deeper.__doc__)


@dataclass
class Counter:
    count: ClassVar[int] = 0
    kinds: ClassVar[List[str]] = []
    name: str = "n"

    def __post_init__(self):
        Counter.count += 1
        Counter.kinds.append(self.name)


Counter()
Counter("m")
print(Counter.count, Counter.kinds, [f.name for f in fields(Counter)], Counter("q"))
try:
    Counter("a", 1)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class WithInitVar:
    a: int
    scale: InitVar[int] = 2
    b: int = field(init=False)
    log: list = field(default_factory=list, init=False, repr=False)

    def __post_init__(self, scale):
        self.b = self.a * scale
        self.log.append(scale)


wi = WithInitVar(3)
print(wi, WithInitVar(3, 10), wi.log, WithInitVar(a=1, scale=5))
print(WithInitVar.scale, [f.name for f in fields(wi)])
print(WithInitVar.__init__.__qualname__)
print(repr(InitVar[int]), repr(InitVar[List[int]]))
try:
    WithInitVar(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class PostBase:
    a: int

    def __post_init__(self):
        print("PostBase post_init", self.a)


@dataclass
class PostChild(PostBase):
    b: int = 0

    def __post_init__(self):
        super().__post_init__()
        print("PostChild post_init", self.b)


PostChild(1, 2)


@dataclass
class Validated:
    value: int

    def __post_init__(self):
        if self.value < 0:
            raise ValueError("value must be >= 0, got %d" % self.value)


print(Validated(3))
try:
    Validated(-1)
except ValueError as e:
    print("ValueError:", e)

try:
    @dataclass
    class BadCV:
        x: ClassVar[int] = field(default_factory=int)
except TypeError as e:
    print("TypeError:", e)

try:
    @dataclass
    class BadCV2:
        x: ClassVar[int] = field(default=1, kw_only=True)
except TypeError as e:
    print("TypeError:", e)


def make(n):
    @dataclass
    class Local:
        v: int = n
    return Local


L = make(7)
print(L(), L.__init__.__qualname__)
Validated(-5)
