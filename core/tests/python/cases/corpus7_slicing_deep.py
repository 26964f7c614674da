class Window:
    def __init__(self, data):
        self.data = list(data)
    def __getitem__(self, key):
        if isinstance(key, slice):
            start, stop, step = key.indices(len(self.data))
            print(f"  slice({key.start}, {key.stop}, {key.step}) -> indices({start}, {stop}, {step})")
            return Window(self.data[key])
        if isinstance(key, tuple):
            return [self[k] for k in key]
        if key is Ellipsis:
            return "all"
        return self.data[key]
    def __setitem__(self, key, value):
        self.data[key] = value
    def __delitem__(self, key):
        del self.data[key]
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        return f"Window({self.data})"

w = Window(range(10))
print(w[2:5], w[::3], w[::-2], w[-3:], w[:-7:-1], w[100:], w[-100:2])
print(w[1, 3, -1], w[...], w[1:3, 5], len(w[5:2]))
w[2:4] = ["a", "b", "c"]
print(w)
w[::4] = "XYZ"
print(w)
del w[::2]
print(w)
del w[-2:]
print(w, len(w))
s = "abcdefghij"
for sl in [slice(None), slice(2, 8, 2), slice(-1, None, -1), slice(8, 2, -3), slice(None, None, -3), slice(5, 5), slice(-2, -8, -2), slice(3, 100, 4)]:
    print(repr(sl), s[sl], list(range(10))[sl], tuple(s)[sl][:3], sl.indices(10))
lst = list(range(10))
lst[2:5] = []
print(lst)
lst[1:1] = [100, 200]
print(lst)
lst[-1:] = "xy"
print(lst)
lst[:] = lst[::-1]
print(lst)
try:
    lst[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    slice(0, 10, 0).indices(5)
except ValueError as e:
    print("ValueError:", e)
try:
    "abc"[::0]
except ValueError as e:
    print("ValueError:", e)
b = bytearray(b"hello world")
b[0:5] = b"HELLO"
b[-5:] = b"X"
print(b, b[::-1], bytes(b[1:4]), b[2], memoryview(b)[0:3].tobytes())
matrix = [[r * 4 + c for c in range(4)] for r in range(4)]
print([row[1:3] for row in matrix[1:3]], [row[::-1] for row in matrix][0], [matrix[i][i] for i in range(4)], [matrix[i][3 - i] for i in range(4)])
print(list(zip(*matrix))[::-1][0], [list(r) for r in zip(*matrix[::-1])][0])
r = range(100)[10:50:7]
print(r, list(r), r[::-1], r[2:4], len(r), r[-1], 45 in r, 46 in r)
t = tuple("python")
print(t[1:-1], t[::-1], t[:2] + t[-2:], t[10:], t[-10:-8])
a = [1, 2, 3]
b2 = a[:]
b2.append(4)
c = a
c += [9]
print(a, b2, c is a, a[:] is a, a[:] == a)
nested = [[0] * 3 for _ in range(2)]
alias = [[0] * 3] * 2
nested[0][0] = alias[0][0] = 1
print(nested, alias)
print("hello"[1:4][::-1][1], "x"[5:], "abc"[-1::-1], "abc"[:-1:-1], "abcdef"[1:-1:2], "abcdef"[::-1][::2])
