# A class whose __setattr__/__delattr__/__getattr__ are built-in methods: an attribute dict.
class AttrDict(dict):
    __setattr__ = dict.__setitem__
    __delattr__ = dict.__delitem__

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


d = AttrDict(a=1)
d.b = 2
print(d, d.a, d.b)
del d.a
print(d)
try:
    del d.zz
except KeyError as e:
    print("KeyError", e)
try:
    d.nothing
except AttributeError as e:
    print("AttributeError", e)


class Plain:
    __setattr__ = object.__setattr__


p = Plain()
p.x = 5
print(vars(p))


class Logged:
    def __init__(self):
        object.__setattr__(self, "log", [])

    __setattr__ = lambda self, k, v: self.log.append((k, v))


l = Logged()
l.q = 1
print(l.log, hasattr(l, "q"))


# A built-in type's method stored on a class binds like a method.
class Bag(dict):
    put = dict.__setitem__
    size = dict.__len__
    keys_sorted = lambda self: sorted(self)


b = Bag()
b.put("k", 1)
b.put("a", 2)
print(b, b.size(), b.keys_sorted())
