import pickle, io
from collections import OrderedDict, namedtuple, Counter
from dataclasses import dataclass
from fractions import Fraction
from decimal import Decimal
from datetime import date
P = namedtuple("P", "x y")
@dataclass
class Rec:
    name: str
    tags: list
class Custom:
    def __init__(self, v):
        self.v = v
        self.cache = {"big": v * 2}
    def __getstate__(self):
        st = self.__dict__.copy()
        del st["cache"]
        return st
    def __setstate__(self, st):
        self.__dict__.update(st)
        self.cache = "rebuilt"
data = [1, 2.5, "s", b"b", None, True, (1, (2,)), [3], {"k": {1, 2}}, frozenset({3}), OrderedDict(a=1), P(1, 2), Rec("r", ["t"]), Fraction(1, 3), Decimal("1.1"), date(2024, 1, 2), Counter("aab"), 2 ** 100, -0.0, complex(1, 2)]
for proto in (0, 2, pickle.HIGHEST_PROTOCOL):
    back = pickle.loads(pickle.dumps(data, protocol=proto))
    print(proto, back == data, [type(x).__name__ for x in back][-8:])
c = pickle.loads(pickle.dumps(Custom(21)))
print(c.v, c.cache)
shared = [1]
obj = [shared, shared]
b = pickle.loads(pickle.dumps(obj))
print(b[0] is b[1])
rec = []
rec.append(rec)
r2 = pickle.loads(pickle.dumps(rec))
print(r2[0] is r2)
try:
    pickle.dumps(lambda x: x)
except Exception as e:
    print(type(e).__name__)
buf = io.BytesIO()
pickle.dump({"a": 1}, buf)
pickle.dump([2], buf)
buf.seek(0)
print(pickle.load(buf), pickle.load(buf))
s = io.StringIO("line1\nline2\n\nline4")
print(s.readline(), s.readline().strip(), s.read(), repr(s.read()), s.tell())
s.seek(0)
print(s.readlines(), list(io.StringIO("a\nb")))
out = io.StringIO()
out.write("hello ")
print("world", file=out, end="!")
out.writelines(["\n", "x", "y"])
print(repr(out.getvalue()), out.tell())
bio = io.BytesIO(b"0123456789")
bio.seek(3)
print(bio.read(4), bio.tell(), bio.seek(-2, 2), bio.read(), bio.getvalue()[:3])
bio.seek(0); bio.write(b"AB")
print(bio.getvalue(), bio.getbuffer().nbytes)
t = io.TextIOWrapper(io.BytesIO("héllo\nwörld\n".encode("utf-8")), encoding="utf-8")
print(t.readline(), t.read(), t.encoding)
