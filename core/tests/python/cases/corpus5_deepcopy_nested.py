import copy
orig = {"a": [1, [2, 3]], "b": {"c": (4, [5])}, "d": "str"}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
orig["a"][1].append(99)
orig["b"]["c"][1].append(6)
orig["z"] = 0
print(sh)
print(dp)
print(sh["a"] is orig["a"], dp["a"] is orig["a"], dp["d"] is orig["d"], dp["b"]["c"] is orig["b"]["c"])
lst = [1, 2]
lst.append(lst)
cp = copy.deepcopy(lst)
print(cp[2] is cp, cp[2] is lst, repr(cp))
shared = [0]
pair = [shared, shared]
dp2 = copy.deepcopy(pair)
print(dp2[0] is dp2[1], dp2[0] is shared)
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt
    def __repr__(self):
        return f"Node({self.v}, {self.nxt!r})"
n = Node(1, Node(2, Node(3)))
n2 = copy.deepcopy(n)
n2.nxt.v = 20
print(n, n2, copy.copy(n).nxt is n.nxt)
class Tracked:
    def __init__(self, items):
        self.items = items
        self.log = []
    def __copy__(self):
        print("custom copy")
        new = Tracked(self.items)
        return new
    def __deepcopy__(self, memo):
        print("custom deepcopy", len(memo) >= 0)
        new = Tracked(copy.deepcopy(self.items, memo))
        new.log = ["cloned"]
        return new
t = Tracked([[1]])
c1 = copy.copy(t)
c2 = copy.deepcopy(t)
print(c1.items is t.items, c2.items == t.items, c2.items[0] is t.items[0], c2.log)
grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print(grid, copy.deepcopy(grid) == grid)
t1 = (1, 2, (3, 4))
print(copy.deepcopy(t1) is t1, copy.copy([1]) == [1], copy.deepcopy(frozenset({1})))
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
        self.b = "x"
s = Slotted()
s2 = copy.deepcopy(s)
s2.a.append(2)
print(s.a, s2.a, s2.b)
import sys
print(sys.getrecursionlimit() >= 1000, isinstance(sys.maxsize, int), sys.maxsize == 2 ** 63 - 1)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
def inf(n):
    return inf(n + 1)
try:
    inf(0)
except RecursionError as e:
    print(type(e).__name__, e)
