"""Debug dumps of large and recursive structures with reprlib (limits, custom Repr, recursive_repr)."""
import reprlib
from reprlib import Repr, recursive_repr


big = {"ids": list(range(100)), "name": "x" * 100, "nested": {"a": {"b": {"c": {"d": {"e": 1}}}}}, "tup": tuple(range(20)),
       "set": set(range(30)), "fs": frozenset("abcdefgh"), "bytes": b"\x00" * 50, "n": 10 ** 50}
for k, v in big.items():
    print(f"{k:6} {reprlib.repr(v)}")
print(reprlib.repr(big)[:60])

r = Repr()
r.maxlist = 3
r.maxstring = 12
r.maxlevel = 2
r.maxdict = 2
r.maxlong = 10
r.maxother = 15
print(r.repr(list(range(10))), r.repr("abcdefghijklmnopqrstuvwxyz"), r.repr({"a": [1, [2, [3, [4]]]], "b": 2, "c": 3}))
print(r.repr(2 ** 100), r.repr(object)[:15], r.repr(range(1000)), r.repr([[]]), r.repr(()))


class Verbose(Repr):
    def repr_Point(self, obj, level):
        return f"P<{obj.x},{obj.y}>"

    def repr_int(self, obj, level):
        return hex(obj) if obj > 255 else str(obj)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


v = Verbose()
print(v.repr([Point(1, 2), 4096, 7]), v.repr({"p": Point(0, 0)}))


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []

    @recursive_repr(fillvalue="<cycle>")
    def __repr__(self):
        return f"Node({self.name}, {self.children})"


a, b = Node("a"), Node("b")
a.children.append(b)
b.children.append(a)
print(repr(a), repr(b))


class Bag(list):
    @recursive_repr()
    def __repr__(self):
        return "Bag" + list.__repr__(self)


bag = Bag([1])
bag.append(bag)
print(repr(bag), Node.__repr__.__name__, Node.__repr__.__wrapped__.__name__ if hasattr(Node.__repr__, "__wrapped__") else "-")
print(reprlib.aRepr.maxlist, reprlib.aRepr.maxstring, reprlib.aRepr.maxlevel)
try:
    r.repr1()
except TypeError as e:
    print("TypeError", e)
