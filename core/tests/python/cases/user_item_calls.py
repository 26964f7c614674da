# obj[k] and obj[k] = v on Python classes, in loops: results, errors, tracebacks' lines,
# defaults, generators and recursion through __getitem__.
class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.data = [0] * (w * h)

    def __getitem__(self, xy):
        x, y = xy
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise IndexError("grid index out of range")
        return self.data[y * self.w + x]

    def __setitem__(self, xy, v):
        x, y = xy
        self.data[y * self.w + x] = v
        return "ignored"


g = Grid(4, 3)
for y in range(3):
    for x in range(4):
        g[x, y] = x * 10 + y
total = 0
for y in range(3):
    for x in range(4):
        total += g[x, y]
print(total, g.data)
try:
    g[9, 9]
except IndexError as e:
    print("IndexError:", e)


class Defaults:
    def __getitem__(self, k, scale=3):
        return k * scale


d = Defaults()
print([d[i] for i in range(5)])


class Seq:
    # Old-style iteration through __getitem__ and IndexError.
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i


print(list(Seq()), [v for v in Seq()])


class Fib:
    def __getitem__(self, n):
        return n if n < 2 else self[n - 1] + self[n - 2]


print(Fib()[15])


class Deep:
    def __getitem__(self, n):
        return self[n + 1]


try:
    Deep()[0]
except RecursionError as e:
    print("RecursionError:", e)


class Log(dict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)


lg = Log()
for i in range(2):
    lg[i] = i * i
print(lg)


class Strict:
    def __setitem__(self, k, v):
        if v < 0:
            raise ValueError(f"negative value for {k!r}")


s = Strict()
for v in (1, 2, -3):
    try:
        s["k"] = v
        print("stored", v)
    except ValueError as e:
        print("ValueError:", e)


class Star:
    def __getitem__(self, *k):
        return k


print(Star()[1, 2], Star()[3])


class Gen:
    def __getitem__(self, k):
        yield k


print(list(Gen()[7]))
