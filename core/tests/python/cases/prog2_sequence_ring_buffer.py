"""A fixed-capacity ring buffer implementing MutableSequence with full slice support."""
from collections.abc import MutableSequence, Sequence


class Ring(MutableSequence):
    def __init__(self, capacity, items=()):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self._cap = capacity
        self._data = []
        for x in items:
            self.append(x)

    def __len__(self):
        return len(self._data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Ring(self._cap, [self._data[j] for j in range(*i.indices(len(self)))])
        if not isinstance(i, int):
            raise TypeError(f"ring indices must be integers or slices, not {type(i).__name__}")
        if not -len(self) <= i < len(self):
            raise IndexError("ring index out of range")
        return self._data[i]

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            idx = range(*i.indices(len(self)))
            v = list(v)
            if i.step not in (None, 1) and len(v) != len(idx):
                raise ValueError(f"attempt to assign sequence of size {len(v)} to extended slice of size {len(idx)}")
            self._data[i] = v
            if len(self._data) > self._cap:
                del self._data[:-self._cap]
            return
        self._data[i] = v

    def __delitem__(self, i):
        del self._data[i]

    def insert(self, i, v):
        self._data.insert(i, v)
        if len(self._data) > self._cap:
            self._data.pop(0)

    def __repr__(self):
        return f"Ring({self._cap}, {self._data})"

    def __eq__(self, other):
        if isinstance(other, Ring):
            return self._data == other._data
        return NotImplemented


r = Ring(5, range(8))
print(r, len(r), r[0], r[-1], r[1:4], r[::-1], r[::2], r[10:], r[-100:2])
r.append(8)
r.extend([9, 10])
print(r, 9 in r, r.index(9), r.count(10), list(reversed(r)))
r[1:3] = ["a", "b", "c"]
print(r)
r[::2] = ["X", "Y", "Z"]
print(r)
del r[1]
r.insert(0, "first")
print(r, r.pop(), r.pop(0), r)
r.remove("Y")
r.reverse()
print(r, r + [1] if False else list(r) + [1])
r += ["p", "q"]
print(r, isinstance(r, Sequence), issubclass(Ring, MutableSequence))
s = slice(1, None, -1)
print(s.indices(10), slice(-3, None).indices(5), slice(None, None, -2).indices(6), slice(0, 100, 3).indices(10), repr(slice(1, 2)))
data = list(range(10))
print(data[slice(2, 8, 3)], data[::-3], data[-2:-8:-2], data[5:2], data[:-20], data[::1] is data)
data[2:5] = []
data[:0] = [-1, -2]
data[len(data):] = [99]
print(data)
for bad in [lambda: r["x"], lambda: r[99], lambda: r.__setitem__(slice(None, None, 2), [1]), lambda: Ring(0), lambda: r.remove("nope"),
            lambda: r.index("nope"), lambda: slice(1, 2, 0).indices(5), lambda: data.__setitem__(slice(0, 5, 2), [1])]:
    try:
        bad()
    except (TypeError, IndexError, ValueError) as e:
        print(type(e).__name__, e)


class Incomplete(MutableSequence):
    def __len__(self):
        return 0


try:
    Incomplete()
except TypeError as e:
    print("TypeError", e)
