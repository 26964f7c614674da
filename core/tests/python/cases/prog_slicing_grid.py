data = list(range(20))
print(data[2:8], data[::3], data[-5:], data[:-15], data[::-4], data[15:5:-2], data[100:], data[-100:2])
s = slice(1, 10, 2)
print(data[s], s.start, s.stop, s.step, s.indices(5), slice(None, None, -1).indices(4), repr(s))
data[2:5] = ["a", "b"]
print(data)
data[::4] = ["X"] * len(data[::4])
print(data)
del data[::2]
print(data)
del data[3:]
print(data)
data[1:1] = [7, 8, 9]
print(data)
data[:] = []
print(data)
try:
    lst = [1, 2, 3, 4]
    lst[::2] = [0]
except ValueError as e:
    print("ValueError:", e)
text = "Hello, World"
print(text[7:], text[-5:-1], text[::-1], text[::2], text[1::3], text[100:], text[3:3] == "")
t = tuple(range(6))
print(t[1:4], t[::-2], type(t[1:2]).__name__)
b = b"bytes-data"
print(b[0], b[0:1], b[-4:], b[::-1], bytearray(b)[2:5])
r = range(0, 100, 7)
print(r[2:5], r[::-1], r[-1], len(r[3:]), r[1:10:3], list(r[5:8]))


class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [[0] * w for _ in range(h)]

    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, c = key
            if isinstance(r, slice) or isinstance(c, slice):
                rows = self.cells[r] if isinstance(r, slice) else [self.cells[r]]
                return [row[c] if isinstance(c, slice) else row[c] for row in rows]
            return self.cells[r][c]
        return self.cells[key]

    def __setitem__(self, key, value):
        r, c = key
        rows = range(self.h)[r] if isinstance(r, slice) else [r]
        cols = range(self.w)[c] if isinstance(c, slice) else [c]
        for i in rows:
            for j in cols:
                self.cells[i][j] = value

    def __str__(self):
        return "\n".join("".join(str(v) for v in row) for row in self.cells)


g = Grid(6, 4)
g[1:3, 2:5] = 1
g[0, ::2] = 2
g[-1, -1] = 9
print(g)
print(g[1, 2], g[1:3, 2:4], g[::2, 0], g[2])


class Recorder:
    def __getitem__(self, key):
        return key


rec = Recorder()
print(rec[1:2], rec[::3], rec[1:2, 3], rec[...], rec[:, None], rec["a":"b"])
nums = [5, 3, 8, 1, 9, 2]
nums[1:4] = sorted(nums[1:4])
print(nums, nums[len(nums) // 2:], nums[:len(nums) // 2])


def rotate(lst, k):
    k %= len(lst)
    return lst[-k:] + lst[:-k]


print(rotate([1, 2, 3, 4, 5], 2), rotate([1, 2, 3, 4, 5], -1), rotate([1, 2, 3], 7))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[::-1] for row in matrix], [row[i] for i, row in enumerate(matrix)], [r[1:] for r in matrix[1:]])
print(list(zip(*matrix))[::-1], [list(col) for col in zip(*matrix[::-1])])
a = [1, 2, 3]
b = a[:]
b.append(4)
print(a, b, a[:] is a, a[:] == a)
s2 = "abcdefgh"
print([s2[i:i + 3] for i in range(0, len(s2), 3)], s2[slice(2, None)], s2[slice(-3, None)])
print(memoryview(b"abcdef")[1:4].tobytes(), list(memoryview(bytearray(b"xyz"))[::2]))
