# iteration protocols: __iter__/__next__, __getitem__ fallback, __contains__, __index__, __len__, __bool__
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), sum(Countdown(4)), 2 in Countdown(3), max(Countdown(5)))
class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i
print(list(Squares()), 9 in Squares(), 7 in Squares(), list(zip(Squares(), "abc")), [x for x in Squares() if x % 2])
class Bag:
    def __init__(self, *xs): self.xs = xs
    def __contains__(self, x):
        print("  contains", x); return x in self.xs
    def __len__(self): return len(self.xs)
    def __iter__(self): return iter(self.xs)
b = Bag(1, 2, 3)
print(2 in b, 5 not in b, len(b), bool(Bag()), list(b), sorted(b, reverse=True), tuple(b), set(b) == {1, 2, 3})
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print([10, 20, 30][Idx(1)], "abcdef"[Idx(1):Idx(4)], bin(Idx(5)), hex(Idx(255)), range(Idx(3)), operator_index := Idx(7).__index__())
import operator
print(operator.index(Idx(2)), (5).__index__(), [0] * Idx(3), "ab" * Idx(2))
class Truthy:
    def __init__(self, v): self.v = v
    def __bool__(self): return self.v
class Lenny:
    def __len__(self): return 0
print(bool(Truthy(True)), not Truthy(False), bool(Lenny()), "yes" if Lenny() else "no", bool(object()))
try:
    bool(Truthy(1))
except TypeError as e:
    print("TypeError:", e)
class Neg:
    def __len__(self): return -1
try:
    len(Neg())
except ValueError as e:
    print("ValueError:", e)
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "dflt"))
sentinel_src = iter([5, 4, 0, 3])
print(list(iter(lambda: next(sentinel_src), 0)))
e = enumerate("abc", start=10)
print(next(e), list(e))
z = zip([1, 2, 3], "ab")
print(list(z), list(zip()), list(zip([1], [2], [3])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
m = map(lambda a, b: a * b, [1, 2, 3], [4, 5])
print(list(m), list(map(str.upper, "ab")), list(filter(None, [0, 1, "", "a", None, []])))
def walk(tree):
    if isinstance(tree, list):
        for t in tree:
            yield from walk(t)
    else:
        yield tree
print(list(walk([1, [2, [3, [4]], 5], [[6]]])))
r = reversed(range(3)); print(list(r), list(reversed("abc")), list(reversed((1, 2))))
print(all([]), any([]), all(x > 0 for x in [1, 2]), any(x > 1 for x in [1, 2]))
print(list(range(10)[::-3]), list(range(-5, 5, 3)), 3 in range(0, 10, 3), range(0, 10, 3).index(9), range(10).count(3))
print(len(range(0, 100, 7)), range(1, 4) == range(1, 4, 1), range(0) == range(5, 5), hash(range(3)) == hash(range(3)))
