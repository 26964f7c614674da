# pickle: instances of library classes pickle as CPython's do (collections, dataclasses, enum,
# datetime, decimal, fractions, functools.partial) and come back equal.
import collections
import dataclasses
import datetime
import decimal
import enum
import fractions
import functools
import pickle

Pt = collections.namedtuple("Pt", "x y")


class Color(enum.Enum):
    RED = 1
    GREEN = "g"


class Perm(enum.IntFlag):
    R = 4
    W = 2


@dataclasses.dataclass
class DC:
    a: int
    b: list


@dataclasses.dataclass(frozen=True)
class Frozen:
    a: int


tz = datetime.timezone(datetime.timedelta(hours=1))
values = [
    ("OrderedDict", collections.OrderedDict(a=1, b=2)),
    ("defaultdict", collections.defaultdict(list, {"a": [1]})),
    ("defaultdict_none", collections.defaultdict(None, {1: 2})),
    ("Counter", collections.Counter("abca")),
    ("deque", collections.deque([1, 2])),
    ("deque_maxlen", collections.deque([1], maxlen=3)),
    ("namedtuple", Pt(1, 2)),
    ("UserDict", collections.UserDict(a=1)),
    ("ChainMap", collections.ChainMap({"a": 1}, {"b": 2})),
    ("dataclass", DC(1, [2])),
    ("frozen", Frozen(3)),
    ("enum", Color.RED),
    ("enum_str", Color.GREEN),
    ("intflag", Perm.R),
    ("date", datetime.date(2020, 1, 2)),
    ("datetime", datetime.datetime(2020, 1, 2, 3, 4, 5, 6)),
    ("datetime_tz", datetime.datetime(2020, 1, 2, 3, tzinfo=tz)),
    ("datetime_fold", datetime.datetime(2020, 1, 2, 3, fold=1)),
    ("time", datetime.time(1, 2, 3, 456789)),
    ("time_tz", datetime.time(1, tzinfo=datetime.timezone.utc)),
    ("timedelta", datetime.timedelta(1, 2, 3)),
    ("timezone", tz),
    ("timezone_named", datetime.timezone(datetime.timedelta(minutes=-30), "X")),
    ("utc", datetime.timezone.utc),
    ("Decimal", decimal.Decimal("1.25")),
    ("Fraction", fractions.Fraction(1, 3)),
]
for name, v in values:
    for p in range(6):
        d = pickle.dumps(v, p)
        r = pickle.loads(d)
        print(name, p, d)
        print("   ", r == v, type(r) is type(v), repr(r)[:70])
r = pickle.loads(pickle.dumps(collections.deque([1], maxlen=3), 2))
print(r.maxlen, pickle.loads(pickle.dumps(datetime.datetime(2020, 1, 2, fold=1), 4)).fold)
print(pickle.loads(pickle.dumps(datetime.datetime(2020, 1, 2, fold=1), 3)).fold)
dd = pickle.loads(pickle.dumps(collections.defaultdict(list), 2))
dd["k"].append(1)
print(dd)
p = functools.partial(max, 1, key=abs)
p.attr = 5
for proto in (0, 2, 4):
    q = pickle.loads(pickle.dumps(p, proto))
    print(q.func is max, q.args, q.keywords == {"key": abs}, q.attr, q(-3))
print(pickle.loads(pickle.dumps(Color, 4)) is Color, pickle.loads(pickle.dumps(Color.RED, 4)) is Color.RED)
