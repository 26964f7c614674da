import weakref
import gc


class Resource:
    live = 0

    def __init__(self, name, log):
        self.name = name
        self.log = log
        Resource.live += 1
        log.append(f"open {name}")

    def close(self):
        self.log.append(f"close {self.name}")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):
        Resource.live -= 1
        self.log.append(f"del {self.name}")

    def __repr__(self):
        return f"<Resource {self.name}>"


log = []
r = Resource("a", log)
del r
print(log, Resource.live)
r = Resource("b", log)
r = Resource("c", log)
print(log[-3:], Resource.live)
with Resource("d", log) as d:
    log.append("using d")
print(log[-3:])
del d
print(log[-1])


def scope():
    tmp = Resource("e", log)
    log.append("leaving scope")


scope()
print(log[-2:])
items = [Resource(n, log) for n in "fgh"]
items.pop(1)
print(log[-1], Resource.live)
items.clear()
print(log[-2:], Resource.live)


class Cache:
    def __init__(self):
        self._data = weakref.WeakValueDictionary()

    def get(self, key, factory):
        obj = self._data.get(key)
        if obj is None:
            obj = factory(key)
            self._data[key] = obj
        return obj

    def __len__(self):
        return len(self._data)


class Big:
    def __init__(self, key):
        self.key = key

    def __repr__(self):
        return f"Big({self.key})"


cache = Cache()
x = cache.get("x", Big)
y = cache.get("y", Big)
print(len(cache), cache.get("x", Big) is x)
del x
print(len(cache), sorted(cache._data.keys()))
ref = weakref.ref(y)
print(ref() is y, ref)  if False else print(ref() is y)
del y
print(ref(), len(cache))
events = []
obj = Big("z")
fin = weakref.finalize(obj, events.append, "finalized z")
print(fin.alive)
del obj
print(events, fin.alive)


class Node:
    def __init__(self, name):
        self.name = name
        self.parent = None
        self.children = []

    def add(self, child):
        child.parent = weakref.ref(self)
        self.children.append(child)
        return child


root = Node("root")
kid = root.add(Node("kid"))
print(kid.parent().name, kid.parent() is root)
del root
print(kid.parent())
ws = weakref.WeakSet()
a, b = Big(1), Big(2)
ws.add(a)
ws.add(b)
print(len(ws))
del a
print(len(ws), list(ws))
log.clear()
r1 = Resource("cyc1", log)
r2 = Resource("cyc2", log)
r1.other, r2.other = r2, r1
del r1, r2
print(log)
gc.collect()
print(sorted(log), Resource.live)
r = Resource("end", log)
print("program end")
