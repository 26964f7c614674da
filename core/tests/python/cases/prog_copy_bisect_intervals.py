import copy
import bisect


class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
        self.parent = None
        for c in self.children:
            c.parent = self

    def __repr__(self):
        return f"Node({self.value!r}, {len(self.children)} kids)"


class Counter:
    instances = 0

    def __init__(self, n):
        self.n = n
        self.cache = {}

    def __copy__(self):
        Counter.instances += 1
        new = Counter(self.n)
        new.cache = self.cache  # share
        return new

    def __deepcopy__(self, memo):
        Counter.instances += 10
        new = Counter(copy.deepcopy(self.n, memo))
        return new


tree = Node("root", [Node("a", [Node("a1")]), Node("b")])
shallow = copy.copy(tree)
deep = copy.deepcopy(tree)
print(shallow.children is tree.children, deep.children is tree.children)
print(deep.children[0].parent is deep, deep.children[0].parent is tree, deep.children[0].children[0].parent.value)
deep.children[0].value = "changed"
print(tree.children[0].value, deep.children[0])

lst = [[1, 2], [3, 4]]
lst.append(lst)
d = copy.deepcopy(lst)
print(d[2] is d, d[0] is not lst[0], d[0] == lst[0])
c = Counter(5)
c.cache["x"] = 1
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
print(c2.cache is c.cache, c3.cache, Counter.instances)
t = (1, [2, 3])
tc = copy.deepcopy(t)
print(tc == t, tc is t, tc[1] is t[1], copy.copy(t) is t, copy.deepcopy((1, 2)) == (1, 2))
s = frozenset({1, 2})
print(copy.copy(s) is s, copy.deepcopy({"k": {1, 2}}), copy.copy([1, [2]])[1] is not None)
print(copy.replace if hasattr(copy, "replace") else "no replace in 3.11")

# bisect: grades and sorted inserts
def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]


print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])
a = [1, 2, 4, 4, 4, 7, 9]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 100))
for x in [5, 4, 0, 10]:
    bisect.insort(a, x)
print(a)
bisect.insort_left(a, 4)
print(a, bisect.bisect_left(a, 4, lo=5), bisect.bisect_right(a, 4, 0, 3))
records = [("apple", 3), ("banana", 7), ("cherry", 12), ("date", 20)]
keys = [r[1] for r in records]
print(records[bisect.bisect_left(keys, 7)], bisect.bisect_left(records, 12, key=lambda r: r[1]))
bisect.insort(records, ("elder", 15), key=lambda r: r[1])
print(records)


def find_le(a, x):
    i = bisect.bisect_right(a, x)
    if i:
        return a[i - 1]
    raise ValueError(f"no item <= {x}")


def find_ge(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a):
        return a[i]
    raise ValueError(f"no item >= {x}")


print(find_le(a, 6), find_ge(a, 6))
for f, x in [(find_le, -1), (find_ge, 99)]:
    try:
        f(a, x)
    except ValueError as e:
        print("ValueError:", e)


class Interval:
    def __init__(self):
        self.starts, self.ends = [], []

    def add(self, s, e):
        i = bisect.bisect_left(self.starts, s)
        self.starts.insert(i, s)
        self.ends.insert(i, e)

    def covering(self, x):
        i = bisect.bisect_right(self.starts, x)
        return [(self.starts[j], self.ends[j]) for j in range(i) if self.ends[j] >= x]


iv = Interval()
for s, e in [(5, 10), (1, 3), (8, 20), (2, 6)]:
    iv.add(s, e)
print(iv.covering(5), iv.covering(9), iv.covering(0))
try:
    bisect.bisect([1, 2], 1, lo=-1)
except ValueError as e:
    print("ValueError:", e)
