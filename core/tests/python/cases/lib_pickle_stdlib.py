# pickle: more library objects as CPython pickles them (array, re patterns, operator's
# callables, itertools.count, random.Random, uuid, decimal.Context, SimpleNamespace, UserList,
# PurePosixPath), and back.
import array
import collections
import decimal
import itertools
import operator
import pathlib
import pickle
import random
import re
import types
import uuid

values = [
    ("array_i", array.array("i", [1, -2])),
    ("array_d", array.array("d", [1.5])),
    ("array_u", array.array("u", "hi")),
    ("array_B", array.array("B", b"xyz")),
    ("pattern", re.compile("a+", re.I)),
    ("bytes_pattern", re.compile(b"b.")),
    ("itemgetter", operator.itemgetter(1, 2)),
    ("attrgetter", operator.attrgetter("a.b")),
    ("methodcaller", operator.methodcaller("f", 1)),
    ("methodcaller_kw", operator.methodcaller("f", 1, k=2)),
    ("count", itertools.count(3)),
    ("count_step", itertools.count(3, 2)),
    ("uuid", uuid.UUID(int=5)),
    ("context", decimal.Context(prec=5, traps=[decimal.Overflow])),
    ("namespace", types.SimpleNamespace(a=1, b=[2])),
    ("UserList", collections.UserList([1, 2])),
    ("path", pathlib.PurePosixPath("/a/b")),
]
for name, v in values:
    for p in (0, 2, 3, 4):
        d = pickle.dumps(v, p)
        r = pickle.loads(d)
        print(name, p, d)
        print("   ", type(r).__name__, repr(r)[:60] if name not in ("itemgetter", "attrgetter", "methodcaller", "methodcaller_kw", "count", "count_step", "context") else "")


class Obj:
    def __init__(self):
        self.a = types.SimpleNamespace(b=7)

    def f(self, x, k=0):
        return ("f", x, k)


o = Obj()
print(pickle.loads(pickle.dumps(operator.attrgetter("a.b")))(o),
      pickle.loads(pickle.dumps(operator.methodcaller("f", 1, k=2)))(o),
      pickle.loads(pickle.dumps(operator.itemgetter(1, 2)))("abc"))
c = itertools.count(3, 2)
next(c)
c2 = pickle.loads(pickle.dumps(c))
print(next(c2), next(c2))
rng = random.Random(42)
rng.random()
r2 = pickle.loads(pickle.dumps(rng, 4))
print(rng.random() == r2.random(), type(r2).__name__)
ctx = pickle.loads(pickle.dumps(decimal.Context(prec=5, traps=[decimal.Overflow]), 4))
print(ctx.prec, ctx.traps[decimal.Overflow], ctx.traps[decimal.InvalidOperation])
