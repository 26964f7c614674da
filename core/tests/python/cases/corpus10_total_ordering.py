from functools import total_ordering, cmp_to_key

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        if not isinstance(o, Version):
            return NotImplemented
        return self.parts == o.parts
    def __lt__(self, o):
        if not isinstance(o, Version):
            return NotImplemented
        return self.parts < o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

vs = [Version(s) for s in ["1.2", "1.10", "1.2.1", "0.9", "1.2"]]
print(sorted(vs))
print(Version("1.2") <= Version("1.2"), Version("2.0") > Version("1.99"), Version("1.0") >= Version("1.1"))
print(max(vs), min(vs))
try:
    Version("1.0") < 3
except TypeError as e:
    print(e)
print(Version("1.0") == "1.0")

class Rev:
    def __init__(self, v): self.v = v
    def __gt__(self, o):
        print("gt called", self.v, o.v)
        return self.v > o.v
class Plain:
    def __init__(self, v): self.v = v
print(Plain(1) < Rev(2))

class Always:
    def __eq__(self, o): return True
print(Always() == 1, 1 == Always(), Always() != 1, [1, 2].count(Always()), Always() in [5])

def cmp(a, b):
    return (a > b) - (a < b)
words = ["pear", "Apple", "fig", "banana", "kiwi"]
print(sorted(words, key=cmp_to_key(lambda a, b: cmp(len(a), len(b)) or cmp(a.lower(), b.lower()))))

print((1, 2, 3) < (1, 2, 4), (1, 2) < (1, 2, 0), [1, [2]] == [1, [2]], (1, "a") < (1, "b"))
try:
    (1, "a") < (1, 2)
except TypeError as e:
    print(e)
try:
    sorted([3, "x", 1])
except TypeError as e:
    print(e)
print(float("nan") == float("nan"), [float("nan")] == [float("nan")])
n = float("nan"); print([n] == [n], n in [n])
print(1 == 1.0 == True, {1: "a", True: "b", 1.0: "c"})
print(sorted([(2, "b"), (1, "z"), (2, "a")], reverse=True))

@total_ordering
class Card:
    order = "23456789TJQKA"
    def __init__(self, r): self.r = r
    def __eq__(self, o): return self.r == o.r
    def __gt__(self, o): return self.order.index(self.r) > self.order.index(o.r)
    __hash__ = None
    def __repr__(self): return self.r
hand = [Card(c) for c in "K2TA9"]
print(sorted(hand), Card("2") <= Card("3"), Card("A") < Card("K"))
try:
    hash(Card("2"))
except TypeError as e:
    print(e)
