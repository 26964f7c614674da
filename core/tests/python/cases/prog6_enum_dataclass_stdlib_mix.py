from dataclasses import dataclass, field, KW_ONLY, fields, InitVar
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, unique, auto
from typing import NamedTuple, TypedDict, Protocol, runtime_checkable, Generic, TypeVar, Literal, Union, Optional
import heapq, bisect, statistics, fractions, decimal, string, shlex, difflib
@dataclass(slots=True, frozen=True)
class Pt:
    x: int
    y: int = 0
    _: KW_ONLY
    label: str = "p"
p = Pt(1, label="a"); print(p, hash(p) == hash(Pt(1, label="a")), Pt.__slots__)
try: p.x = 3
except Exception as e: print(type(e).__name__, e)
@dataclass
class Cfg:
    name: str
    secret: InitVar[str] = "s"
    tags: list[str] = field(default_factory=list)
    def __post_init__(self, secret): self.hashed = secret[::-1]
c = Cfg("n", "abc"); print(c, c.hashed, [f.name for f in fields(c)])
class Perm(Flag):
    R = 4; W = 2; X = 1
    RW = R | W
print(Perm.R | Perm.W, Perm.RW, Perm(7), Perm(0), list(Perm(7)), Perm.R in Perm.RW, ~Perm.R, bool(Perm(0)))
class Color(StrEnum):
    RED = auto(); GREEN = auto()
print(Color.RED, repr(Color.RED), Color.RED == "red", f"{Color.GREEN}", Color("green"), Color.RED.upper())
class Pri(IntEnum):
    LOW = 1; HIGH = 3
print(Pri.LOW < Pri.HIGH, Pri.HIGH + 1, sorted([Pri.HIGH, Pri.LOW]), f"{Pri.HIGH}", str(Pri.LOW), repr(Pri.LOW), Pri(3).name)
class IP(IntFlag):
    A = 1; B = 2
print(IP.A | IP.B, IP.A | 4, repr(IP.A | IP.B), IP(3), int(IP.B))
try:
    @unique
    class Dup(Enum):
        A = 1; B = 1
except ValueError as e: print(e)
class Dup2(Enum):
    A = 1; B = 1
print(Dup2.B, Dup2.B is Dup2.A, list(Dup2), Dup2.__members__.keys())
class Emp(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 0
e = Emp("bob", salary=10); print(e, e._asdict(), e._replace(dept="ops"), Emp._fields, Emp._field_defaults, e[2])
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "x"}; print(m, Movie.__required_keys__, sorted(Movie.__optional_keys__))
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
print(isinstance(F(), Closer), isinstance(1, Closer))
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v: T): self.v = v
print(Box[int](3).v, Box[int], Optional[int], Union[int, str], Literal["a", "b"], list[int], dict[str, list[int]], int | None)
h = [5, 1, 4, 2]; heapq.heapify(h); print(heapq.heappop(h), heapq.nsmallest(2, h), heapq.nlargest(2, [1, 5, 3], key=lambda x: -x), heapq.heappushpop(h, 0), h)
print(list(heapq.merge([1, 4], [2, 3], [0])), list(heapq.merge(["bb", "a"], ["ccc"], key=len)))
a = [1, 3, 3, 7]; print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 10)); bisect.insort(a, 4); print(a)
recs = [("a", 1), ("b", 5), ("c", 9)]; print(bisect.bisect_left(recs, 5, key=lambda r: r[1]))
d = [2, 4, 4, 4, 5, 5, 7, 9]
print(statistics.mean(d), statistics.median(d), statistics.mode(d), statistics.stdev(d), statistics.pstdev(d), statistics.median_low([1, 2, 3, 4]), statistics.quantiles(d, n=4))
print(statistics.fmean([1, 2]), statistics.multimode("aabbc"), statistics.harmonic_mean([40, 60]), statistics.variance([1, 2, 3, 4]))
F_ = fractions.Fraction
print(F_(3, 4) + F_(1, 4), F_("0.125"), F_(1.5), F_(1, 3) ** 2, F_(7, 3).limit_denominator(2), float(F_(1, 8)), F_(-7, 2) // 1, round(F_(7, 2)), str(F_(4, 2)))
D = decimal.Decimal
print(D("1.10") + D("2.205"), D("10") / D("3"), D("2.675").quantize(D("0.01"), rounding=decimal.ROUND_HALF_UP), D(0.1), D("1e3").normalize(), D("-0"), D("3.00") * 2)
with decimal.localcontext() as ctx:
    ctx.prec = 5; print(D(1) / D(7), D("123456789") + 0)
print(string.Template("$who likes ${what}!").substitute(who="tim", what="kung pao"), string.Template("$a $b").safe_substitute(a=1))
print(shlex.split('cmd -a "two words" \'x y\' z\\ w'), shlex.quote("it's"), shlex.join(["a b", "c"]))
print(list(difflib.unified_diff(["a\n", "b\n"], ["a\n", "c\n"], "old", "new")))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), round(difflib.SequenceMatcher(None, "abcd", "bcde").ratio(), 3))
print(string.ascii_letters[:5], string.digits, string.punctuation[:6], repr(string.whitespace))
