import copy

class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f"Node({self.val}, {self.children})"

tree = Node(1, [Node(2), Node(3, [Node(4)])])
shallow = copy.copy(tree)
deep = copy.deepcopy(tree)
tree.children[0].val = 20
print(shallow.children[0].val, deep.children[0].val, shallow.children is tree.children, deep.children is tree.children)

a = [1, [2, 3]]
a.append(a)
b = copy.deepcopy(a)
print(b[2] is b, b[1] is a[1], b[:2])
shared = [0]
pair = [shared, shared]
dp = copy.deepcopy(pair)
print(dp[0] is dp[1], dp[0] is shared)

class Conn:
    def __init__(self, host):
        self.host = host
        self.cache = {"k": [1]}
    def __copy__(self):
        print("custom copy")
        new = Conn.__new__(Conn)
        new.host = self.host
        new.cache = {}
        return new
    def __deepcopy__(self, memo):
        print("custom deepcopy", len(memo) >= 0)
        new = Conn(self.host + "-clone")
        new.cache = copy.deepcopy(self.cache, memo)
        return new
c = Conn("db")
c1 = copy.copy(c); c2 = copy.deepcopy(c)
print(c1.host, c1.cache, c2.host, c2.cache, c2.cache["k"] is c.cache["k"])

t = (1, 2, (3, 4))
print(copy.copy(t) is t, copy.deepcopy(t) is t)
t2 = (1, [2])
print(copy.deepcopy(t2) is t2, copy.deepcopy(t2) == t2)
print(copy.copy("s") is "s" if False else "str ok", copy.deepcopy(frozenset({1, 2})) == frozenset({1, 2}))
d = {"a": [1], "b": {"c": [2]}}
dd = copy.deepcopy(d); dd["b"]["c"].append(3)
print(d, dd)
class Slotted:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = [1]
        self.y = 2
s = copy.deepcopy(Slotted())
print(s.x, s.y)
class WithState:
    def __init__(self):
        self.items = [1, 2]
        self.tmp = "drop"
    def __getstate__(self):
        st = self.__dict__.copy()
        del st["tmp"]
        return st
    def __setstate__(self, st):
        self.__dict__.update(st)
        self.tmp = "restored"
w = copy.deepcopy(WithState())
print(w.items, w.tmp)
import functools
p = functools.partial(max, 1)
print(copy.copy(p)(5), copy.deepcopy([p])[0](0))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __reduce__(self):
        return (Point, (self.x, self.y))
pp = copy.deepcopy(Point(1, [2]))
print(pp.x, pp.y)
print(copy.copy([1, 2]) == [1, 2], copy.copy({1: 2}), copy.copy(set([3])), type(copy.copy(bytearray(b"x"))).__name__)
def gen():
    yield 1
try:
    copy.deepcopy(gen())
except TypeError as e:
    print(type(e).__name__, e)
