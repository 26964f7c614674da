class Fib:
    def __init__(self, limit):
        self.limit = limit
    def __iter__(self):
        a, b = 0, 1
        while a <= self.limit:
            yield a
            a, b = b, a + b
    def __reversed__(self):
        return iter(list(self)[::-1])
    def __len__(self):
        return sum(1 for _ in self)
f = Fib(50)
print(list(f), list(reversed(f)), len(f), sum(f), max(f), 13 in f, 14 in f, sorted(f, reverse=True)[:3])
class Paginator:
    def __init__(self, items, per):
        self.items, self.per = items, per
    def __getitem__(self, page):
        if not isinstance(page, int):
            raise TypeError(f"page must be int, not {type(page).__name__}")
        start = page * self.per
        if start >= len(self.items) or page < 0:
            raise IndexError(page)
        return self.items[start:start + self.per]
pg = Paginator(list(range(10)), 4)
print(list(pg), pg[2], [p[0] for p in pg])
try:
    pg["x"]
except TypeError as e:
    print(e)
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "exhausted"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args)
sentinel_iter = iter([5, 4, 0, 3].pop, 0) if False else None
vals = [3, 0, 2, 1]
print(list(iter(lambda: vals.pop(), 0)))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
cd = Countdown(3)
print(list(cd), list(cd), list(zip(Countdown(3), "abc")), dict(enumerate(Countdown(2))))
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, c = key
            return self.rows[r][c]
        return self.rows[key]
    def __setitem__(self, key, v):
        r, c = key
        self.rows[r][c] = v
    def __iter__(self):
        return (x for row in self.rows for x in row)
    def __contains__(self, v):
        return any(v in r for r in self.rows)
m = Matrix([[1, 2], [3, 4]])
m[0, 1] = 20
print(m[0, 1], m[1], list(m), 4 in m, 5 in m, m[-1, -1], sum(m))
print(list(map(lambda p: p[0] * p[1], zip([1, 2, 3], [4, 5, 6]))), [*zip(*[[1, 2, 3], [4, 5, 6]])], list(zip("ab", "cd", strict=True)))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(e)
a, *b, c = range(6)
(x, y), z = "ab", [1]
print(a, b, c, x, y, z, [*"hi", *range(2)], {**dict(a=1), "b": 2}, *[1, 2])
first, *_ = "only"
print(first, _)
try:
    p, q = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    p, q, r = [1, 2]
except ValueError as e:
    print(e)
gen = (n * n for n in range(5))
print(sum(gen), sum(gen), any(x > 3 for x in [1, 5]), all([]), any([]), min((3, "b"), (3, "a")), list(filter(str.isupper, "aBcD")))
