# copy, bisect, and a versioned document store with snapshots
import copy, bisect
class Doc:
    def __init__(self, title, body, tags=None, meta=None):
        self.title, self.body = title, body
        self.tags = tags if tags is not None else []
        self.meta = meta if meta is not None else {}
    def __repr__(self): return f"Doc({self.title!r}, tags={self.tags}, meta={self.meta})"
class Store:
    def __init__(self):
        self.versions = []   # sorted list of (version, snapshot)
        self.ver = 0
        self.docs = {}
    def commit(self):
        self.ver += 10
        bisect.insort(self.versions, (self.ver, copy.deepcopy(self.docs)), key=lambda e: e[0])
        return self.ver
    def at(self, v):
        i = bisect.bisect_right(self.versions, v, key=lambda e: e[0]) - 1
        if i < 0:
            raise LookupError(f"no version at or before {v}")
        return self.versions[i]
s = Store()
s.docs["a"] = Doc("Alpha", "...", ["x"], {"rev": 1})
v1 = s.commit()
s.docs["a"].tags.append("y"); s.docs["a"].meta["rev"] = 2
s.docs["b"] = Doc("Beta", "...")
v2 = s.commit()
print(v1, v2, s.at(15), s.at(25)[0], s.at(10)[1]["a"])
try:
    s.at(5)
except LookupError as e:
    print("LookupError", e)
shared = [1, 2]
orig = {"x": shared, "y": shared, "z": (shared, 3)}
deep = copy.deepcopy(orig)
print(deep["x"] is deep["y"], deep["z"][0] is deep["x"], deep["x"] is shared)
shallow = copy.copy(orig)
print(shallow["x"] is shared, shallow is orig, copy.copy((1, 2)) is not None)
class Node:
    def __init__(self, v): self.v, self.next = v, None
n1, n2 = Node(1), Node(2)
n1.next, n2.next = n2, n1
c1 = copy.deepcopy(n1)
print(c1.v, c1.next.v, c1.next.next is c1, c1 is n1)
class Conn:
    def __init__(self, host): self.host, self.sock = host, object()
    def __deepcopy__(self, memo):
        print("  custom deepcopy, memo has", len(memo) > 0 or "nothing")
        return Conn(self.host)
    def __copy__(self):
        c = Conn.__new__(Conn); c.host = self.host + "-copy"; c.sock = None
        return c
cc = copy.deepcopy([Conn("db")])
print(cc[0].host, copy.copy(Conn("h")).host, copy.copy(Conn("h")).sock)
class Cfg:
    def __init__(self): self.opts = {"a": [1]}; self.cache = "big"
    def __getstate__(self):
        st = self.__dict__.copy(); del st["cache"]; return st
    def __setstate__(self, st):
        self.__dict__.update(st); self.cache = "rebuilt"
c2 = copy.deepcopy(Cfg())
print(c2.opts, c2.cache)
grades = [60, 70, 80, 90]
letters = "FDCBA"
print([letters[bisect.bisect(grades, s)] for s in (33, 60, 69, 70, 89, 90, 100)])
data = [1, 3, 3, 3, 7]
print(bisect.bisect_left(data, 3), bisect.bisect_right(data, 3), bisect.bisect_left(data, 3, lo=2), bisect.bisect(data, 3, 0, 3))
people = [("ann", 31), ("bob", 25), ("cy", 40)]
people.sort(key=lambda p: p[1])
ages = [p[1] for p in people]
i = bisect.bisect_left(people, 30, key=lambda p: p[1])
bisect.insort(people, ("dee", 30), key=lambda p: p[1])
print(i, people, bisect.bisect_right(ages, 100))
try:
    bisect.bisect([1, 2], 1, lo=-1)
except ValueError as e:
    print("ValueError", e)
import array
arr = array.array("i", [5, 1, 4])
print(copy.copy(arr), copy.deepcopy({1: {2: [3]}}), copy.deepcopy(frozenset({1})), copy.copy(set("ab")) == set("ab"))
print(copy.deepcopy(range(3)), copy.deepcopy(len) is len, copy.deepcopy(Node) is Node)
