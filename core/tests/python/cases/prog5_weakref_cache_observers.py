# weakref-backed cache and observer registry, with finalize callbacks
import weakref, gc
class Image:
    loads = 0
    def __init__(self, name):
        Image.loads += 1
        self.name = name
    def __repr__(self): return f"Image({self.name!r})"
class Cache:
    def __init__(self):
        self._items = weakref.WeakValueDictionary()
    def get(self, name):
        img = self._items.get(name)
        if img is None:
            img = Image(name)
            self._items[name] = img
        return img
    def __len__(self): return len(self._items)
c = Cache()
a = c.get("logo"); b = c.get("logo"); d = c.get("bg")
print(a is b, Image.loads, len(c), sorted(c._items.keys()))
del a, b
gc.collect()
print(len(c), sorted(c._items), "logo" in c._items)
c.get("logo")
print(Image.loads)
class Button:
    def __init__(self): self._handlers = weakref.WeakSet()
    def subscribe(self, h): self._handlers.add(h)
    def click(self): return sorted(h.name for h in self._handlers)
class Handler:
    def __init__(self, name): self.name = name
btn = Button()
h1, h2 = Handler("h1"), Handler("h2")
btn.subscribe(h1); btn.subscribe(h2)
print(btn.click(), len(btn._handlers))
del h2; gc.collect()
print(btn.click(), h1 in btn._handlers)
r = weakref.ref(h1)
print(r() is h1, r().name, type(r).__name__)
events = []
fin = weakref.finalize(h1, events.append, "h1 finalized")
print(fin.alive, events)
del h1; gc.collect()
print(fin.alive, events, r())
class Owner:
    def __init__(self): self.data = [1, 2]
    def method(self): return sum(self.data)
o = Owner()
wm = weakref.WeakMethod(o.method)
print(wm()(), type(wm).__name__)
del o; gc.collect()
print(wm())
meta = weakref.WeakKeyDictionary()
k1 = Handler("k1")
meta[k1] = {"clicks": 3}
print(meta[k1], len(meta), k1 in meta)
del k1; gc.collect()
print(len(meta))
try:
    weakref.ref(5)
except TypeError as e:
    print("TypeError", e)
try:
    weakref.ref([])
except TypeError as e:
    print("TypeError", e)
cb_log = []
x = Handler("x")
rx = weakref.ref(x, lambda ref: cb_log.append("callback got dead ref " + str(ref() is None)))
del x; gc.collect()
print(cb_log)
p_target = Handler("proxied")
p = weakref.proxy(p_target)
print(p.name, type(p).__name__ in ("weakproxy", "ProxyType"))
del p_target; gc.collect()
try:
    p.name
except ReferenceError as e:
    print("ReferenceError", e)
