a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[:-7], a[::2], a[1::3], a[::-1], a[8:2:-2], a[-1:-4:-1])
print(a[100:], a[-100:2], a[5:2], a[::-3], a[2:8][::-1])
s = slice(1, 8, 3)
print(s, s.start, s.stop, s.step, a[s], "abcdefghij"[s], s.indices(5), slice(None, None, -1).indices(4))
print(slice(3), slice(1, 2) == slice(1, 2), repr(slice(None)), slice(-3, None).indices(10))
b = a[:]
b[2:5] = ["x"]
print(b)
b[1:1] = [100, 200]
print(b)
b[::2] = "ABCDE"
print(b)
try:
    b[::2] = [1, 2]
except ValueError as e:
    print(e)
del b[::3]
print(b)
del b[-2:]
print(b)
c = list(range(6))
c[-1:] = []
c[:0] = [-1]
print(c)
t = tuple(range(6))
print(t[1:4], t[::-2], "hello world"[::-1], "hello"[1:-1], "abc"[5:], b"bytes"[1:3], bytearray(b"xyz")[::-1])
print(range(10)[2:8:2], range(10)[::-1], list(range(0, 20, 3)[1::2]), range(5)[-1], len(range(1, 100, 7)[3:]))

class Seq:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, key):
        if isinstance(key, slice):
            return ("slice", key.indices(self.n))
        if key < 0:
            key += self.n
        if not 0 <= key < self.n:
            raise IndexError("out of range")
        return key * 10
sq = Seq(5)
print(sq[1:3], sq[::-1], sq[-1], list(sq), sq[2], 30 in sq, list(reversed(sq)))
class Grid:
    def __getitem__(self, key):
        return key
g = Grid()
print(g[1, 2], g[1:2, ::3], g[...], g[:, 0], g[()], g[None])
import itertools
print(list(itertools.islice("abcdefg", 2, None, 2)), list(itertools.islice(range(100), 3)))
m = memoryview(b"abcdef")
print(m[1:4].tobytes(), m[::2].tobytes(), m[0], len(m[2:]))
x = [1, 2, 3]
x[len(x):] = [4, 5]
print(x, x[-len(x)], x[1:-1:1])
print(a[slice(2, None)], a[slice(None, None, 4)])
try:
    a[::0]
except ValueError as e:
    print(e)
try:
    a["1":]
except TypeError as e:
    print(e)
