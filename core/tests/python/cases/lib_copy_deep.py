import copy

a = [1, [2, 3], {"k": [4]}]
b = copy.deepcopy(a)
print(b == a, b is a, b[1] is a[1], b[2] is a[2], b[2]["k"] is a[2]["k"])
b[1].append(99)
b[2]["k"].append(5)
print(a, b)
shared = [0]
outer = [shared, shared, (shared,)]
c = copy.deepcopy(outer)
print(c[0] is c[1], c[0] is shared, c[2][0] is c[0])
rec = [1]
rec.append(rec)
r2 = copy.deepcopy(rec)
print(r2[1] is r2, r2[1] is rec, len(r2))
d = {"self": None}
d["self"] = d
d2 = copy.deepcopy(d)
print(d2["self"] is d2, d2 is d)
t = (1, 2, "x")
print(copy.deepcopy(t) is t, copy.deepcopy((1, [2])) == (1, [2]), copy.deepcopy((1, [2]))[1] is None)
nested_t = ([1],)
nt2 = copy.deepcopy(nested_t)
print(nt2 is nested_t, nt2[0] is nested_t[0])
fs = frozenset([1, 2])
print(copy.deepcopy(fs) == fs, sorted(copy.deepcopy({3, 1, 2})))

class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
root = Node("root")
kid = root.add(Node("kid"))
kid.add(Node("grandkid"))
root2 = copy.deepcopy(root)
print(root2.name, root2 is root, root2.children[0].parent is root2, root2.children[0] is kid)
print(root2.children[0].children[0].parent is root2.children[0])

class Tracked:
    def __init__(self, v):
        self.v = v
    def __deepcopy__(self, memo):
        print("deepcopy with memo of", type(memo).__name__)
        return Tracked(copy.deepcopy(self.v, memo))
x = Tracked([1, 2])
y = copy.deepcopy(x)
print(y.v == x.v, y.v is x.v)

memo = {}
src = [[1], [2]]
cp = copy.deepcopy(src, memo)
print(id(src) in memo, memo[id(src)] is cp, memo[id(src[0])] is cp[0])
print(copy.deepcopy(src, memo) is cp)

class Pair:
    def __init__(self, a, b):
        self.a = a
        self.b = b
p = Pair([1], {"z": [2]})
p2 = copy.deepcopy(p)
print(p2.a == p.a, p2.a is p.a, p2.b["z"] is p.b["z"], type(p2).__name__)
print(copy.deepcopy(len) is len, copy.deepcopy(Pair) is Pair, copy.deepcopy("s") is "s")
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
def gen():
    yield 1
copy.deepcopy([gen()])
