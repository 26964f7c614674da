class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"P({self.x},{self.y})"
visited = {Point(0, 0), Point(1, 0), Point(0, 0)}
print(len(visited), Point(1, 0) in visited, Point(2, 2) in visited)
dist = {Point(0, 0): 0}
dist[Point(0, 0)] = 5
print(dist, dist[Point(0, 0)])
class Mutable:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
try:
    {Mutable(1)}
except TypeError as e:
    print(e)
class IdOnly:
    pass
a, b = IdOnly(), IdOnly()
print(a == a, a == b, len({a, b, a}), hash(a) == hash(a))
class CaseInsensitive(str):
    def __eq__(self, o):
        return self.lower() == str(o).lower()
    def __hash__(self):
        return hash(self.lower())
d = {CaseInsensitive("Key"): 1}
print(d.get(CaseInsensitive("KEY")), CaseInsensitive("A") == "a", "a" == CaseInsensitive("A"), CaseInsensitive("Ab").upper())
print(hash(1) == hash(1.0) == hash(True), {1: "int", 1.0: "float"}, hash((1, 2)) == hash((1, 2)), hash(-1) == hash(-2))
print({0.1 + 0.2: "a"}.get(0.3), 0.1 + 0.2 == 0.3, {float("nan"): 1}.get(float("nan")), {(1, [2][0]): "ok"}[(1, 2)])
grid = {}
for x in range(3):
    for y in range(3):
        grid[x, y] = x * 3 + y
print(grid[1, 2], grid.get((5, 5)), sorted(k for k, v in grid.items() if v % 4 == 0))
seen = {}
for word in "apple banana apple cherry banana apple".split():
    seen[word] = seen.get(word, 0) + 1
print(seen, sorted(seen.items(), key=lambda kv: (-kv[1], kv[0])))
class Key:
    calls = 0
    def __init__(self, k):
        self.k = k
    def __hash__(self):
        Key.calls += 1
        return hash(self.k)
    def __eq__(self, o):
        return self.k == o.k
kd = {Key(1): "a", Key(2): "b"}
_ = kd[Key(1)]
print(Key.calls, Key(2) in kd)
print(frozenset([1, 2]) == {1, 2}, {frozenset([1]): 1}[frozenset({1})], tuple([1]) == (1,), [1] == (1,), (1, 2) < (1, 3), [1, 2] < [1, 2, 0])
