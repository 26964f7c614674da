import copy, dataclasses, enum, json, collections
from dataclasses import dataclass, field, asdict
@dataclass
class Inner:
    tags: set
    data: bytes = b''
@dataclass
class Outer:
    inner: Inner
    od: collections.OrderedDict
    nt: tuple
    cnt: collections.Counter
P = collections.namedtuple('P', 'a b')
o = Outer(Inner({3, 1}, b'x'), collections.OrderedDict(z=1, a=2), (P(1, [Inner({2})]), 5), collections.Counter('aab'))
d = asdict(o)
print(d)
print(type(d['od']).__name__, type(d['nt'][0]).__name__, type(d['cnt']).__name__, type(d['inner']['tags']).__name__)
t = dataclasses.astuple(o); print(t, type(t[1]).__name__, type(t[2][0]).__name__)
print(d['inner']['tags'] is o.inner.tags, d['od'] is o.od, d['nt'][0][1] is o.nt[0].b)
class Color(enum.Enum):
    RED = 1
@dataclass
class WithEnum:
    c: Color
    l: list = field(default_factory=lambda: [Color.RED])
print(asdict(WithEnum(Color.RED)), json.dumps(asdict(WithEnum(Color.RED)), default=lambda e: e.name))
try:
    asdict(Outer(Inner(set()), collections.OrderedDict(), (), collections.Counter()) if False else None)
except TypeError as e:
    print('TypeError', e)
@dataclass
class DD:
    dd: collections.defaultdict
try:
    asdict(DD(collections.defaultdict(list, k=[1])))
except TypeError as e:
    print('TypeError', e)
