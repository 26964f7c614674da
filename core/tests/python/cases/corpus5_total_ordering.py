from functools import total_ordering
@total_ordering
class Card:
    RANKS = "23456789TJQKA"
    def __init__(self, s):
        self.rank, self.suit = s[:-1], s[-1]
    def __eq__(self, o):
        if not isinstance(o, Card):
            return NotImplemented
        return self.rank == o.rank
    def __lt__(self, o):
        if not isinstance(o, Card):
            return NotImplemented
        return self.RANKS.index(self.rank) < self.RANKS.index(o.rank)
    def __hash__(self):
        return hash(self.rank)
    def __repr__(self):
        return f"Card('{self.rank}{self.suit}')"
hand = [Card(c) for c in ["KS", "2H", "TD", "KH", "5C"]]
print(sorted(hand), max(hand), min(hand), Card("AS") > Card("KS"), Card("3H") <= Card("3S"), Card("9C") >= Card("TC"))
print(sorted(hand, reverse=True), len(set(hand)), Card("KS") == Card("KH"), Card("KS") != Card("QS"))
try:
    Card("2S") < 5
except TypeError as e:
    print(e)
print(Card("2S") == 5, Card("2S") != "x")
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.cents + o.cents)
        if isinstance(o, int):
            return Money(self.cents + o)
        return NotImplemented
    __radd__ = __add__
    def __mul__(self, k):
        return Money(round(self.cents * k))
    __rmul__ = __mul__
    def __neg__(self):
        return Money(-self.cents)
    def __abs__(self):
        return Money(abs(self.cents))
    def __eq__(self, o):
        return isinstance(o, Money) and self.cents == o.cents
    def __lt__(self, o):
        return self.cents < o.cents
    def __bool__(self):
        return self.cents != 0
    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) // 100}.{abs(self.cents) % 100:02d}"
    __repr__ = lambda self: f"Money({self.cents})"
    def __format__(self, spec):
        return format(str(self), spec)
    def __iadd__(self, o):
        print("iadd")
        self.cents += o.cents
        return self
wallet = [Money(150), Money(275), Money(5)]
print(sum(wallet), sum(wallet, Money(0)), str(-Money(1234)), abs(-Money(7)), Money(199) * 3, 0.5 * Money(101))
print(sorted(wallet), max(wallet), bool(Money(0)), f"[{Money(5):>8}]", f"{Money(99)!r}")
m = Money(1); m2 = m
m += Money(2)
print(m, m is m2)
try:
    Money(1) + "x"
except TypeError as e:
    print(e)
try:
    Money(1) <= Money(2)
except TypeError as e:
    print(e)
print(Money(3) > Money(2), Money(1) == Money(1), Money(1) in [Money(1)], wallet.index(Money(275)))
class Version(tuple):
    def __new__(cls, s):
        return super().__new__(cls, tuple(map(int, s.split("."))))
    def __str__(self):
        return ".".join(map(str, self))
vs = sorted(Version(s) for s in ["1.10", "1.2", "1.2.1", "0.99"])
print([str(v) for v in vs], Version("2.0") > Version("1.99"), repr(Version("1.2")), len(Version("1.2.3")))
