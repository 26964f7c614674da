# dataclass(slots=True) makes a slotted class; frozen=True is CPython's __setattr__/__delattr__, with
# object.__setattr__ in __post_init__; both together; weakref_slot without slots.
from dataclasses import dataclass, field, FrozenInstanceError, asdict, replace, fields
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    def norm(self): return abs(self.x) + abs(self.y)
p = P(1, 2)
print(p, P.__slots__, p.norm(), hasattr(p, "__dict__"), asdict(p), replace(p, y=5))
try: p.z = 1
except AttributeError as e: print("AttributeError", e)
print(P.__qualname__, P.__name__, P.__init__.__qualname__, [f.name for f in fields(P)])
@dataclass(frozen=True)
class F:
    a: int
    b: str = "s"
    def __post_init__(self):
        object.__setattr__(self, "c", self.a * 2)
f = F(3)
print(f, f.c, hash(f) == hash(F(3)), f == F(3))
for act in (lambda: setattr(f, "a", 1), lambda: setattr(f, "new", 1), lambda: delattr(f, "a")):
    try: act()
    except FrozenInstanceError as e: print("Frozen", e)
@dataclass(frozen=True, slots=True)
class FS:
    u: float
    v: float = 1.0
fs = FS(2.0)
print(fs, FS.__slots__, fs.u + fs.v, {fs: 1}[FS(2.0)])
try: fs.u = 3
except FrozenInstanceError as e: print("Frozen", e)
@dataclass(frozen=True)
class G(F):
    d: int = 4
g = G(1)
print(g, g.c)
try: g.d = 5
except FrozenInstanceError as e: print("Frozen", e)
@dataclass
class Base:
    a: int
@dataclass(slots=True)
class Child(Base):
    b: int = 2
print(Child(1), Child.__slots__)
try:
    @dataclass(weakref_slot=True)
    class W: x: int
except TypeError as e: print("TypeError", e)
@dataclass(order=True, slots=True)
class O:
    k: int
print(sorted([O(3), O(1)]), O(1) < O(2))
import copy
fs2 = copy.copy(fs); fs3 = copy.deepcopy(FS(5.0, [1]))
print(fs2, fs2 == fs, fs3, FS.__getstate__(fs))
f2 = copy.deepcopy(f)
print(f2, f2.c, f2 == f)
