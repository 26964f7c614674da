from collections import namedtuple

Node = namedtuple("Node", "value left right", defaults=(None, None))
print(Node(1), Node(1, Node(2)), Node(1, right=Node(3)), Node._field_defaults)
Acct = namedtuple("Acct", ["owner", "balance", "kind"], defaults=[0, "basic"])
print(Acct("ann"), Acct("bo", 10), Acct("cy", 5, "gold"), Acct(owner="di", kind="x"))
All = namedtuple("All", "a b", defaults=[1, 2])
print(All(), All(9), All(b=7), All._field_defaults)
NoDef = namedtuple("NoDef", "a", defaults=[])
print(NoDef(1), NoDef._field_defaults)
R = namedtuple("R", ["abc", "def", "ghi", "abc", "_x", "9z", "ok"], rename=True)
print(R._fields)
print(R(1, 2, 3, 4, 5, 6, 7))
R2 = namedtuple("R2", "a b", rename=True)
print(R2._fields, R2(b=1, a=2))
M = namedtuple("M", "x", module="mymod")
print(M(1), M.__module__)
G = namedtuple("G", (f for f in ["u", "v"]))
print(G(1, 2), G._fields)

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("too many with defaults", lambda: Acct(1, 2, 3, 4))
attempt("missing with defaults", lambda: Acct())
attempt("one field too many", lambda: NoDef(1, 2))
attempt("empty too many", lambda: namedtuple("E", [])(1))

class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    @property
    def norm2(self):
        return self.x * self.x + self.y * self.y

    def __str__(self):
        return "<%s, %s>" % (self.x, self.y)

v = Vec(1, 2) + Vec(3, 4)
print(v, repr(v), v.norm2, v == (4, 6), v._replace(x=0), Vec._make([5, 5]), v._asdict())
attempt("subclass set", lambda: setattr(v, "x", 1))

class Loose(namedtuple("Loose", "a")):
    def double(self):
        return self.a * 2

lo = Loose(4)
lo.note = "ok"
print(lo, lo.double(), lo.note, Loose._fields)
Card = namedtuple("Card", "rank suit")
deck = [Card(r, s) for s in "SH" for r in "AK"]
print(deck)
print(sorted(deck, key=lambda c: (c.suit, c.rank)))
print(sorted({c.rank for c in deck}), [c for c in deck if c.suit == "H"])
