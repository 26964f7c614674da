from functools import total_ordering

@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(str(p) for p in self.parts)

a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a <= b, a > b, a >= b, a == c, a <= c, a >= c, a > c, b > a)
print(Version.__le__(a, b), Version.__gt__(b, a))
print(a.__gt__(5))

@total_ordering
class Weight:
    def __init__(self, kg):
        self.kg = kg
    def __eq__(self, other):
        return self.kg == other.kg
    def __gt__(self, other):
        return self.kg > other.kg
w1, w2 = Weight(3), Weight(5)
print(w1 < w2, w1 <= w2, w1 >= w2, w2 >= w2, w1 > w2)

@total_ordering
class Grade:
    def __init__(self, g):
        self.g = g
    def __eq__(self, other):
        return self.g == other.g
    def __le__(self, other):
        return self.g <= other.g
print(Grade(1) < Grade(2), Grade(2) > Grade(1), Grade(2) >= Grade(2), Grade(3) < Grade(3))

@total_ordering
class Rank:
    def __init__(self, r):
        self.r = r
    def __eq__(self, other):
        return self.r == other.r
    def __ge__(self, other):
        return self.r >= other.r
print(Rank(1) < Rank(2), Rank(1) > Rank(2), Rank(2) <= Rank(2), Rank(5) <= Rank(4))

@total_ordering
class Both:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __lt__(self, other):
        return self.v < other.v
    def __gt__(self, other):
        return "custom gt"
print(Both(1) > Both(2), Both(1) >= Both(2), Both(1) <= Both(1))

@total_ordering
class Nothing:
    pass
