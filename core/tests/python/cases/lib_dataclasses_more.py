from dataclasses import dataclass, field, KW_ONLY, InitVar, asdict, is_dataclass
@dataclass
class Base:
    id: int
    _: KW_ONLY
    debug: bool = False
@dataclass
class Child(Base):
    name: str = "anon"
    secret: InitVar[str] = None
    tags: list = field(default_factory=list, compare=False)
    def __post_init__(self, secret):
        self.has_secret = secret is not None
c = Child(1, name="x", secret="s", debug=True)
print(c, c.has_secret, asdict(c), is_dataclass(c), is_dataclass(Child), Child(1) == Child(1, tags=[1]))
@dataclass(eq=False)
class Plain:
    v: int = 0
print(Plain() == Plain(), Plain(3))
@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "b"
s = Slotted(1)
print(s, Slotted.__slots__)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Mut:
        xs: list = []
except ValueError as e:
    print("ValueError:", e)
