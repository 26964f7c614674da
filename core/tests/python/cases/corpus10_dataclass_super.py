from dataclasses import dataclass, field, KW_ONLY, FrozenInstanceError, is_dataclass, make_dataclass
class A:
    def m(self): return "A"
    @classmethod
    def c(cls): return f"A.c({cls.__name__})"
class B(A):
    def m(self): return [super().m()] * 2
    def lam(self): return (lambda: super().m())()
    @classmethod
    def c(cls): return "B>" + super().c()
    def two(self): return super(B, self).m()
print(B().m(), B.c(), B().two())
class P:
    def __init__(self): self._v = 0
    @property
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x
class Q(P):
    @P.v.setter
    def v(self, x): self._v = x * 10
q = Q(); q.v = 2; print(q.v)
@dataclass(slots=True)
class S:
    a: int
    b: list = field(default_factory=list)
s = S(1); print(s, hasattr(s, "__dict__"), S.__slots__)
@dataclass
class K:
    x: int
    _: KW_ONLY
    y: int = 0
    z: int = field(default=5, repr=False)
print(K(1, y=2), K(1, z=3) == K(1, z=3))
try:
    K(1, 2)
except TypeError as e:
    print(e)
@dataclass(kw_only=True)
class KW:
    a: int
    b: int = 2
print(KW(a=1))
@dataclass(frozen=True)
class F:
    a: int
try:
    F(1).a = 2
except FrozenInstanceError as e:
    print("Frozen", e)
try:
    @dataclass
    class G(F):
        b: int = 0
except TypeError as e:
    print(e)
@dataclass
class Node:
    v: int
    nxt: "Node" = None
n = Node(1); n.nxt = n
print(n)
@dataclass(order=True)
class O:
    a: int
try:
    O(1) < 2
except TypeError as e:
    print(e)
@dataclass(eq=False)
class NE:
    a: int
print(NE(1) == NE(1), hash(NE(1)) is not None)
@dataclass(unsafe_hash=True)
class UH:
    a: int
    b: list = field(hash=False, compare=False, default=None)
print(hash(UH(1)) == hash(UH(1)), UH(1) == UH(1, [2]))
@dataclass
class Base:
    x: int = 0
    def __post_init__(self): print("base post", self.x)
@dataclass
class Der(Base):
    y: int = 1
    def __post_init__(self):
        super().__post_init__()
        print("der post", self.y)
Der(3, 4)
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Mut:
        a: list = []
except ValueError as e:
    print(e)
@dataclass
class I:
    a: int
    b: int = field(init=False, default=9)
    c: int = field(init=False)
    def __post_init__(self): self.c = self.a * 2
print(I(4), is_dataclass(I), is_dataclass(I(1)), is_dataclass(int))
M = make_dataclass("M", [("x", int), ("y", int, field(default=2))])
print(M(1), M.__name__)
try:
    I(1, 2)
except TypeError as e:
    print(e)
try:
    Der(1, 2, 3)
except TypeError as e:
    print(e)
try:
    KW(1)
except TypeError as e:
    print(e)
