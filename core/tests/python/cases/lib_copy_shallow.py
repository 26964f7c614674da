import copy

a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a)
print(b == a, b is a, b[1] is a[1], b[2] is a[2])
b.append(5)
b[1].append(99)
print(a, b)
d = {"x": [1], "y": (2, 3)}
e = copy.copy(d)
e["z"] = 0
e["x"].append(2)
print(d, e, e is d)
s = {1, 2, 3}
t = copy.copy(s)
t.add(4)
print(sorted(s), sorted(t))
tup = (1, [2])
fs = frozenset([1, 2])
for v in [5, "str", None, True, tup, len, copy.copy]:
    print(type(v).__name__, copy.copy(v) is v)
print(copy.copy(2.5), copy.copy(range(3)), sorted(copy.copy(fs)), copy.copy(int)("7"))

class Point:
    def __init__(self, x, y):
        print("init", x, y)
        self.x = x
        self.y = y
        self.tags = []
    def __repr__(self):
        return "Point(%r, %r, %r)" % (self.x, self.y, self.tags)

p = Point(1, 2)
q = copy.copy(p)
print(q, type(q).__name__, q is p, q.tags is p.tags)
q.x = 10
q.tags.append("shared")
print(p, q)

class Custom:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("__copy__ called")
        return Custom(self.v * 2)
c2 = copy.copy(Custom(21))
print(c2.v)

class Stateful:
    def __init__(self):
        self.a = 1
        self.secret = "hidden"
    def __getstate__(self):
        return {"a": self.a}
    def __setstate__(self, state):
        print("setstate", state)
        self.a = state["a"] + 100
s2 = copy.copy(Stateful())
print(s2.a, hasattr(s2, "secret"))

class Empty:
    pass
print(type(copy.copy(Empty())).__name__)
err = ValueError("bad", 3)
err2 = copy.copy(err)
print(repr(err2), err2 is err, err2.args)

def gen():
    yield 1
copy.copy(gen())
