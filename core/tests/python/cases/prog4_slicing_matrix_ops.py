# Slicing: negative steps, slice objects, assignment, deletion
data = list(range(20))
print(data[::3], data[-3:], data[:-15], data[15:5:-2])
print(data[100:], data[-100:3], data[::-7])
s = slice(2, 12, 4)
print(data[s], s.indices(20), s.start, s.stop, s.step)
print(slice(None, None, -1).indices(5), slice(-3, None).indices(10))
grid = [[r * 4 + c for c in range(4)] for r in range(4)]
print([row[1:3] for row in grid[1:3]])
print([grid[i][i] for i in range(4)], [grid[i][-1 - i] for i in range(4)])
transposed = [list(col) for col in zip(*grid)]
print(transposed[2])
a = list("abcdefgh")
a[2:5] = ["X"]
print("".join(a))
a[1:1] = list("123")
print("".join(a))
a[::2] = "*" * len(a[::2])
print("".join(a))
del a[::3]
print("".join(a))
try:
    a[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
text = "Hello, World"
print(text[::-1], text[7:], text[-5:-1], text[::2])
b = bytearray(b"abcdef")
b[1:3] = b"XYZ"
print(b, bytes(b[::-1]))
t = tuple(range(10))
print(t[2:8:3], t[-1:-4:-1])
class Seq:
    def __getitem__(self, key):
        if isinstance(key, slice):
            return ("slice", key.start, key.stop, key.step)
        if isinstance(key, tuple):
            return ("tuple", key)
        return ("index", key)
sq = Seq()
print(sq[1], sq[1:2], sq[::3], sq[1:2, 3], sq[..., 0], sq[:])
r = range(0, 30, 3)
print(r[2:5], r[::-1], r[-2], list(r[1::4]))
mv = memoryview(b"abcdefgh")
print(mv[2:5].tobytes(), mv[::-2].tobytes())
lst = [1, 2, 3, 4, 5]
lst[len(lst):] = [6, 7]
lst[:0] = [0]
print(lst)
del lst[-2:]
print(lst, lst[-1:0:-1])
