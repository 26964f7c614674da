from collections.abc import Set, MutableSet, Hashable

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

class OSet(Set):
    """An ordered set over a list."""
    def __init__(self, it=()):
        self._a = []
        for x in it:
            if x not in self._a:
                self._a.append(x)
    def __contains__(self, x):
        return x in self._a
    def __iter__(self):
        return iter(self._a)
    def __len__(self):
        return len(self._a)
    def __repr__(self):
        return "OSet(%r)" % (self._a,)

a = OSet([1, 2, 3, 2])
b = OSet([3, 4])
print(a, len(a), 2 in a, 9 in a)
print(a & b, a | b, a - b, b - a, a ^ b)
print(a & [2, 3, 9], [3, 9] & a, a | [9], a - [1], a ^ [1, 5])
print(a <= b, a <= OSet([1, 2, 3, 4]), a < OSet([1, 2, 3]), a < OSet([3, 2, 1, 0]), a >= OSet([1]), a > a)
print(a == OSet([3, 2, 1]), a == OSet([1]), a != b, a == {1, 2, 3}, a == [1, 2, 3], a <= {1, 2, 3, 4})
print({1, 2, 3} == a, a.isdisjoint(b), a.isdisjoint([7, 8]), a.isdisjoint(x for x in [2]))
print(a._hash() == OSet([3, 1, 2])._hash(), a._hash() == b._hash(), OSet()._hash() == OSet([])._hash())
print(a.__hash__, isinstance(a, Hashable))
t(lambda: a & 5)
t(lambda: a | None)
t(lambda: a - 5)
t(lambda: a < [1, 2])
t(lambda: hash(a))

class Bag(MutableSet):
    def __init__(self, it=()):
        self._a = []
        for x in it:
            self.add(x)
    def __contains__(self, x):
        return x in self._a
    def __iter__(self):
        return iter(list(self._a))
    def __len__(self):
        return len(self._a)
    def add(self, x):
        if x not in self._a:
            self._a.append(x)
    def discard(self, x):
        if x in self._a:
            self._a.remove(x)
    def __repr__(self):
        return "Bag(%r)" % (self._a,)

s = Bag("abc")
s.add("d")
s.discard("zz")
s.remove("a")
print(s)
t(lambda: s.remove("a"))
s |= ["x", "b"]
print(s)
s &= ["b", "c", "x", "q"]
print(s)
s ^= ["c", "y"]
print(s)
s -= ["x"]
print(s)
s ^= s
print(s, len(s))
s |= "pq"
s -= s
print(s)
s.add(1)
print(s.pop(), s)
t(lambda: s.pop())
s = Bag(range(5))
s.clear()
print(s, s | [1] , type(s | [1]).__name__)
Bag().remove(0)
