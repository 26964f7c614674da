class SparseVector:
    def __init__(self, size, items=None):
        self.size = size
        self.data = dict(items or {})
    def __len__(self):
        return self.size
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.size))]
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError("sparse index out of range")
        return self.data.get(i, 0)
    def __setitem__(self, i, v):
        if not 0 <= i < self.size:
            raise IndexError("sparse index out of range")
        if v:
            self.data[i] = v
        else:
            self.data.pop(i, None)
    def __delitem__(self, i):
        self.data.pop(i, None)
    def __contains__(self, v):
        return v in self.data.values() or (v == 0 and len(self.data) < self.size)
    def __iter__(self):
        for i in range(self.size):
            yield self[i]
    def __reversed__(self):
        for i in reversed(range(self.size)):
            yield self[i]
    def __bool__(self):
        return bool(self.data)
    def __eq__(self, other):
        return isinstance(other, SparseVector) and list(self) == list(other)
    __hash__ = None
    def __repr__(self):
        return f"SparseVector({self.size}, {dict(sorted(self.data.items()))})"

v = SparseVector(6)
v[1] = 5; v[4] = 2
print(v, len(v), list(v), list(reversed(v)), v[-2], v[1:5], v[::-2], 5 in v, 0 in v, 9 in v, bool(v), bool(SparseVector(3)))
v[1] = 0; del v[4]
print(v, bool(v))
try:
    v[10]
except IndexError as e:
    print(type(e).__name__, e)
try:
    hash(v)
except TypeError as e:
    print(type(e).__name__, e)
print(SparseVector(2, {0: 1}) == SparseVector(2, {0: 1}), sum(SparseVector(4, {1: 3, 2: 4})), max(SparseVector(3, {2: 7})))
a, b, *c = SparseVector(4, {0: 9, 3: 1})
print(a, b, c, sorted(SparseVector(3, {0: 3, 1: 1})), list(enumerate(SparseVector(2), 1)))

class OnlyGetitem:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
print(list(OnlyGetitem()), 20 in OnlyGetitem(), list(zip(OnlyGetitem(), "ab")))
class Falsy:
    def __len__(self):
        return 0
print(bool(Falsy()), "yes" if Falsy() else "no", not Falsy())
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print(type(e).__name__, e)
class NotIter:
    pass
try:
    iter(NotIter())
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(5)
except TypeError as e:
    print(type(e).__name__, e)
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
cd = Countdown(3)
print(list(cd), list(cd), [x for x in Countdown(2)], next(iter(Countdown(1))), next(Countdown(0), "done"))
class KeyedDict(dict):
    def __missing__(self, key):
        return key.upper()
kd = KeyedDict(a=1)
print(kd["a"], kd["zz"], kd.get("zz"), "zz" in kd)
