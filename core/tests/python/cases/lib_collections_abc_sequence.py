from collections.abc import Sequence, MutableSequence, Reversible, Collection, Sized, Iterable, Container

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

class Squares(Sequence):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("Squares index out of range")
        return i * i

s = Squares(6)
print(len(s), s[2], s[-1], s[1:4], list(s), list(reversed(s)), 16 in s, 15 in s)
print(s.index(9), s.index(0), s.index(25, 2), s.index(16, -3), s.index(4, 1, 3), s.count(4), s.count(5))
t(lambda: s.index(7))
t(lambda: s.index(16, 0, 4))
t(lambda: s.index(16, -1))
t(lambda: s[10])
print([x + 1 for x in s], sum(s), max(s), sorted(s, reverse=True), tuple(s))
print(isinstance(s, Sequence), isinstance(s, Reversible), isinstance(s, Collection))
print(isinstance(s, Sized), isinstance(s, Iterable), isinstance(s, Container), isinstance(s, MutableSequence))
it = iter(s)
print(next(it), next(it), list(it))

class Stack(MutableSequence):
    def __init__(self, items=()):
        self._a = list(items)
    def __len__(self):
        return len(self._a)
    def __getitem__(self, i):
        return self._a[i]
    def __setitem__(self, i, v):
        self._a[i] = v
    def __delitem__(self, i):
        del self._a[i]
    def insert(self, i, v):
        self._a.insert(i, v)
    def __repr__(self):
        return "Stack(%r)" % (self._a,)

st = Stack([1, 2])
st.append(3)
st.extend([4, 5])
st.extend(st)
print(st, len(st))
st += (6,)
print(st)
st.reverse()
print(st)
print(st.pop(), st.pop(0), st.pop(-2), st)
st.remove(4)
print(st, st.index(5), st.count(5), 3 in st, list(reversed(st)))
t(lambda: st.remove(42))
st[0] = "first"
del st[1]
print(st)
st.clear()
print(st, len(st))
t(lambda: st.pop())
st.append("x")
print(st, st[-1])
Stack().pop()
