import copy
class Node:
    def __init__(self, name, children=None):
        self.name = name
        self.children = children or []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
    def __repr__(self):
        return f"Node({self.name!r}, {len(self.children)} kids)"
root = Node("root")
a = root.add(Node("a"))
a.add(Node("a1"))
root.add(Node("b"))
shallow = copy.copy(root)
deep = copy.deepcopy(root)
print(shallow.children is root.children, deep.children is root.children, deep.children[0].parent is deep, deep.children[0].children[0].parent.parent is deep)
deep.children[0].name = "changed"
print(root.children[0].name, deep.children, root)
class WithHooks:
    def __init__(self, v):
        self.v = v
        self.cache = {"big": list(range(3))}
    def __copy__(self):
        print("custom copy")
        new = WithHooks.__new__(WithHooks)
        new.v = self.v
        new.cache = {}
        return new
    def __deepcopy__(self, memo):
        print("custom deepcopy", len(memo) >= 0)
        return WithHooks(copy.deepcopy(self.v, memo))
w = WithHooks([1, [2]])
w2 = copy.copy(w)
w3 = copy.deepcopy(w)
print(w2.cache, w3.v == w.v, w3.v is w.v)
lst = [1, [2, 3]]
lst.append(lst)
print(lst, repr(lst), str(lst))
d = {"k": 1}
d["self"] = d
print(d)
dl = copy.deepcopy(lst)
print(dl[2] is dl, dl[1] is lst[1], dl)
t = (1, [2])
print(copy.deepcopy(t) is t, copy.copy(t) is t, copy.copy([1]) == [1])
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self): self.a, self.b = 1, [2]
s2 = copy.deepcopy(Slotted())
print(s2.a, s2.b)
class Rep:
    def __init__(self, x): self.x = x
    def __repr__(self): return f"Rep<{self.x}>"
    def __str__(self): return f"str:{self.x}"
items = [Rep(1), Rep("s")]
print(items, str(items), f"{items[0]}", f"{items[0]!r}", {"k": Rep(2)}, (Rep(3),), {Rep(4)} if False else "", "%s %r" % (Rep(5), Rep(6)))
class NoRepr:
    pass
print(repr(NoRepr()).startswith("<__main__.NoRepr object at 0x"), str(NoRepr) , repr(NoRepr), repr(int), repr(len), repr(None), repr(...), repr(NotImplemented))
print(repr("quote's"), repr('dq"'), repr("both'\""), repr("\\"), repr("\x7f\x80\xff"), repr("tab\there"), ascii("ünï"), repr(b"\x00\x7f\x80"))
print(repr(1.0), repr(1e22), repr(1e-5), repr(123456789.123456789), repr(-0.0), repr(float("nan")), repr(2 ** 0.5), repr(1 / 7))
print(repr([1, "a", None, 2.0, (3,), {}, set(), frozenset({1})]), repr(range(0, 10, 2)), repr(slice(1, None)), repr(1 + 2j), repr(-1j), repr(complex(0, 0)))
print(repr(type(...)), repr(object()).startswith("<object object"), repr(iter([])).startswith("<list_iterator"), repr(bytearray(b"x")), repr(memoryview(b"")).startswith("<memory"))
import collections
print(repr(collections.deque([1, 2], maxlen=5)), repr(collections.defaultdict(int, a=1)), repr(collections.Counter("aab")), repr(collections.OrderedDict(a=1)), repr(collections.namedtuple("P", "x y")(1, 2)))
