import copy, operator, weakref
class Node:
    def __init__(self, v, kids=None):
        self.v, self.kids = v, kids or []
    def __repr__(self):
        return f"N({self.v}, {self.kids})"
root = Node(1, [Node(2), Node(3, [Node(4)])])
sh, dp = copy.copy(root), copy.deepcopy(root)
root.kids[0].v = 99
print(sh, dp, sh.kids is root.kids, dp.kids is root.kids)
a = [1, [2, 3]]
a.append(a)
b = copy.deepcopy(a)
print(b[2] is b, b[1] is not a[1], repr(a))
d = {"k": a}
print(str(d)[:30])
class Custom:
    def __init__(self):
        self.data = [1, 2]
        self.cache = {"x": 1}
    def __copy__(self):
        c = Custom.__new__(Custom)
        c.data = self.data
        c.cache = {}
        return c
    def __deepcopy__(self, memo):
        c = Custom.__new__(Custom)
        c.data = copy.deepcopy(self.data, memo)
        c.cache = {"deep": True}
        return c
c = Custom()
print(copy.copy(c).cache, copy.copy(c).data is c.data, copy.deepcopy(c).cache, copy.deepcopy(c).data is c.data)
t = (1, [2])
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, 2)) is not None, copy.copy([1]) is not None)
print(copy.replace(Node(1), v=2) if hasattr(copy, "replace") else "no replace")
class Obj:
    pass
o = Obj()
r = weakref.ref(o)
print(r() is o, type(r).__name__)
del o
print(r())
cache = weakref.WeakValueDictionary()
o2 = Obj()
cache["a"] = o2
print(len(cache), "a" in cache)
del o2
print(len(cache), list(cache.keys()))
fin = []
o3 = Obj()
weakref.finalize(o3, fin.append, "finalized")
del o3
print(fin)
print(operator.add(1, 2), operator.mul("a", 3), operator.neg(5), operator.not_(0), operator.truth([]), operator.contains([1], 1))
print(operator.itemgetter(1, 0)("ab"), operator.attrgetter("real", "imag")(3 + 4j), operator.methodcaller("split", ",")("a,b"))
print(operator.index(5), operator.concat([1], [2]), operator.getitem({"a": 1}, "a"), operator.countOf([1, 1, 2], 1), operator.indexOf("abc", "c"))
x = [1, 2, 3]
operator.setitem(x, 0, 9); operator.delitem(x, 1)
print(x, operator.iadd([1], [2]), operator.lt(1, 2), operator.is_(None, None), operator.pow(2, 5), operator.floordiv(-7, 2), operator.mod(-7, 2))
print(operator.attrgetter("a.b")(type("A", (), {"a": type("B", (), {"b": "deep"})})), operator.length_hint([1, 2]), operator.length_hint(iter(range(5))))
