data = list(range(20))
print(data[::3], data[-5:], data[-1:-6:-2], data[15:5:-3], data[100:], data[:-100])
s = slice(2, 12, 4)
print(data[s], s.indices(10), s.start, s.stop, s.step, slice(None, 5).indices(3))
data[2:5] = ["a", "b"]
print(data[:6], len(data))
data[::4] = [None] * len(data[::4])
print(data)
try:
    data[::2] = [1, 2]
except ValueError as e:
    print(e)
del data[::2]
print(data)
class Grid:
    def __init__(self): self.log = []
    def __getitem__(self, key):
        self.log.append(key)
        return key
g = Grid()
print(g[1:2], g[::], g[1, 2:3], g[..., None], g[:, ::-1])
t = (1, 2, 3, 4, 5)
print(t[1:-1], t[::-2], "abcdef"[slice(1, None, 2)], b"bytes"[1:3], bytearray(b"xyz")[::-1])
m = memoryview(b"abcdef")[1:4]
print(bytes(m), m[0])
import array
a = array.array("d", [1.0, 2.0, 3.0, 4.0])
print(a[1:3], a[::-1])
a[1:3] = array.array("d", [9.0])
print(a)
r = range(0, 50, 5)
print(r[2:8:2], r[-1], r[::-1][:3], len(r[3:]))
