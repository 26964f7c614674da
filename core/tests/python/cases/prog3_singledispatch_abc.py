# A pretty-printer dispatching on abstract base classes, as serializers do
from functools import singledispatch, singledispatchmethod
from collections.abc import Mapping, Sequence, Set, Iterable, Sized, MutableSequence
from collections import OrderedDict, deque, UserList
import numbers

@singledispatch
def render(obj, indent=0):
    return " " * indent + repr(obj)

@render.register
def _(obj: str, indent=0):
    return " " * indent + '"' + obj + '"'

@render.register
def _(obj: numbers.Number, indent=0):
    return " " * indent + f"num({obj})"

@render.register
def _(obj: Mapping, indent=0):
    lines = [" " * indent + "{"]
    for k in sorted(obj):
        lines.append(render(k, indent + 2) + ":")
        lines.append(render(obj[k], indent + 4))
    lines.append(" " * indent + "}")
    return "\n".join(lines)

@render.register
def _(obj: Sequence, indent=0):
    return " " * indent + "[" + ", ".join(render(x).strip() for x in obj) + "]"

@render.register(Set)
def _(obj, indent=0):
    return " " * indent + "set of " + str(len(obj))

class Temperature:
    def __init__(self, c):
        self.c = c
class Pair:
    def __init__(self, a, b):
        self.items = (a, b)
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return self.items[i]
Sequence.register(Pair)

print(render({"name": "x", "vals": [1, 2.5, True], "od": OrderedDict(b=1, a=2), "t": (3, "q")}))
print(render(frozenset({1, 2})), render(range(3)), render(Pair("p", 9)), render(Temperature(5)).split(" at ")[0], render(3 + 4j), render(deque([1])))
print(render.dispatch(list) is render.dispatch(tuple), render.dispatch(bool) is render.dispatch(int), render.dispatch(UserList) is render.dispatch(list))
print(render.dispatch(str) is render.registry[str], render.dispatch(dict) is render.registry[Mapping], Mapping in render.registry)

@singledispatch
def size(obj):
    return "unknown"
size.register(Sized, lambda obj: f"sized {len(obj)}")
size.register(Iterable, lambda obj: "iterable")
class Bag:
    def __len__(self):
        return 3
class Stream:
    def __iter__(self):
        return iter(())
print(size(Bag()), size(Stream()), size(5))
for v in ([1, 2], {"a": 1}):
    try:
        print(size(v))
    except RuntimeError as e:
        print(type(e).__name__, e)
size.register(list, lambda obj: "a list")
print(size([1, 2]), size(UserList()) if False else "-")

class Exporter:
    @singledispatchmethod
    def export(self, obj):
        return f"plain {obj!r}"
    @export.register
    def _(self, obj: MutableSequence):
        return f"mutable seq of {len(obj)}"
    @export.register
    def _(self, obj: Sequence):
        return f"seq of {len(obj)}"
e = Exporter()
print(e.export([1, 2, 3]), e.export((1,)), e.export("ab"), e.export(bytearray(b"x")), e.export(5))
class Later:
    pass
print(e.export(Later()) .startswith("plain"))
Sequence.register(Later)
Later.__len__ = lambda self: 0
print(e.export(Later()))
