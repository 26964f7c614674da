import reprlib
from collections import deque
from array import array

r = reprlib.Repr()
objs = [list(range(3)), list(range(10)), tuple(range(10)), (1,), (), set(range(10)), set(), frozenset(range(8)),
        frozenset(), {i: str(i) for i in range(8)}, {}, "short", "x" * 100, 10 ** 50, 12345, deque(range(10)),
        array("i", range(10)), array("d"), [[[[[[[[1]]]]]]]], {"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}},
        [1, [2, [3, [4, [5, [6, [7]]]]]]], object, 3.14159, None, True, b"bytes" * 20, [(1, 2)] * 8]
for o in objs:
    print(reprlib.repr(o))
r.maxlist = 2
r.maxstring = 10
r.maxlevel = 2
r.maxdict = 1
r.maxlong = 8
r.fillvalue = "~"
for o in [list(range(5)), "abcdefghijklmnop", [[[1]]], {1: 2, 3: 4}, 2 ** 100, (1, 2, 3, 4, 5, 6, 7)]:
    print(r.repr(o))


class Big:
    def __repr__(self):
        return "B" * 50


class Broken:
    def __repr__(self):
        raise ValueError("no")


print(reprlib.repr(Big()), reprlib.repr(Broken()).startswith("<Broken instance at 0x"))


class MyList(list):
    @reprlib.recursive_repr()
    def __repr__(self):
        return "<" + "|".join(map(repr, self)) + ">"


m = MyList([1, 2])
m.append(m)
print(repr(m), MyList.__repr__.__name__)


class Node:
    def __init__(self):
        self.child = self

    @reprlib.recursive_repr("<loop>")
    def __repr__(self):
        return f"Node({self.child!r})"


print(repr(Node()))


class Custom(reprlib.Repr):
    def repr_int(self, x, level):
        return "int!"


print(Custom().repr([1, "a", (2,)]))
