import weakref, gc
class Image:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Image({self.name!r})"
cache = weakref.WeakValueDictionary()
def load(name):
    img = cache.get(name)
    if img is None:
        print("loading", name)
        img = Image(name)
        cache[name] = img
    return img
a = load("cat.png")
b = load("cat.png")
print(a is b, len(cache), sorted(cache.keys()))
del a, b
gc.collect()
print(len(cache), "cat.png" in cache)
c = load("cat.png")
r = weakref.ref(c)
print(r() is c, repr(r).startswith("<weakref at "))
del c
gc.collect()
print(r(), r() is None)
fired = []
obj = Image("x")
w = weakref.ref(obj, lambda ref: fired.append("callback"))
del obj
gc.collect()
print(fired, w() is None)
meta = weakref.WeakKeyDictionary()
k1, k2 = Image("k1"), Image("k2")
meta[k1] = "one"; meta[k2] = "two"
print(len(meta), meta[k1])
del k1
gc.collect()
print(len(meta), list(meta.values()))
try:
    weakref.ref(5)
except TypeError as e:
    print(type(e).__name__, e)
class Node:
    def __init__(self, val, parent=None):
        self.val = val
        self._parent = weakref.ref(parent) if parent else None
        self.children = []
    @property
    def parent(self):
        return self._parent() if self._parent else None
root = Node("root")
child = Node("child", root)
root.children.append(child)
print(child.parent.val, root.parent)
p = weakref.proxy(root)
print(p.val, len(p.children))
del root
gc.collect()
try:
    p.val
except ReferenceError as e:
    print(type(e).__name__, e)
fin_log = []
class Res:
    pass
res = Res()
f = weakref.finalize(res, fin_log.append, "finalized")
print(f.alive)
del res
gc.collect()
print(fin_log, f.alive)
s = weakref.WeakSet()
items = [Image(str(i)) for i in range(3)]
for it in items:
    s.add(it)
print(len(s))
items.pop()
gc.collect()
print(len(s))
