# Repr's shortening at small and odd limits, quoting of shortened strings, level 0 containers,
# unsortable sets and dicts, subclasses falling back to repr_instance, dispatch on type names.
import reprlib
from collections import deque
from array import array

r = reprlib.Repr()
for limit in [0, 1, 2, 3, 4, 5, 6, 9, 10]:
    r.maxstring = r.maxlong = r.maxother = limit
    print(limit, r.repr("abcdefghijklmnopqrstuvwxyz"), r.repr(12345678901234567890), r.repr(range(1000, 2000)))
r = reprlib.Repr()
r.maxstring = 12
for s in ["'" + '"' * 40 + "'", '"' + "'" * 40 + '"', "\n" * 30, "é" * 40, "a'b" * 10, "tab\there" * 4]:
    print(r.repr(s))
r = reprlib.Repr()
r.maxlevel = 0
print([r.repr(x) for x in [[1], [], (1,), (), {1: 2}, {}, {1}, set(), frozenset({1}), deque([1]), deque(), array("b", [1]), array("b")]])
r.maxlevel = 1
print([r.repr(x) for x in [[[1]], ([],), {1: [2]}, {(1, 2)}, deque([[1]])]])
print(reprlib.repr({3, "a", 1.5, None}).count(","), reprlib.repr({"b": 1, 2: "a", None: 0}))
print(reprlib.repr({(2, 1), (1, 2), (1, 1)}), reprlib.repr(frozenset("hello world")), reprlib.repr(set(range(-3, 9))))
print(reprlib.repr({k: k for k in "zyxwvu"}), reprlib.repr(dict.fromkeys(range(10, 0, -1))))


class MyList(list):
    pass


class MyDict(dict):
    def __repr__(self):
        return "MyDict(" + repr(dict(self)) + ")"


print(reprlib.repr(MyList(range(20))), reprlib.repr(MyDict(a=1)), reprlib.repr(MyDict({i: i for i in range(20)})))


class R(reprlib.Repr):
    def repr_MyList(self, x, level):
        return "MyList of %d" % len(x)

    def repr_float(self, x, level):
        return "%.1f" % x

    def repr_NoneType(self, x, level):
        return "nil"


print(R().repr([MyList([1, 2]), 2.25, None, (None, [0.5])]))
print(R().repr1([1, [2, [3]]], 2), R().repr1("s", 0), reprlib.aRepr.maxlevel, reprlib.aRepr.fillvalue)
r = reprlib.Repr()
print(r.maxlevel, r.maxtuple, r.maxlist, r.maxarray, r.maxdict, r.maxset, r.maxfrozenset, r.maxdeque,
      r.maxstring, r.maxlong, r.maxother)
r.maxarray = 2
print(r.repr(array("d", [1.5, 2.5, 3.5])), r.repr(array("u", "xyz")), r.repr(array("i", [7])))
r.fillvalue = ""
r.maxlist = 1
print(r.repr([1, 2, 3]), r.repr("x" * 100), r.repr({1: 2, 3: 4, 5: 6, 7: 8, 9: 0}))


@reprlib.recursive_repr("<...>")
def f(self) -> str:
    "doc of f"
    return "f(%s)" % f(self)


print(f(object()) if False else f.__name__, f.__doc__, hasattr(f, "__wrapped__"), f.__qualname__, f.__annotations__)
