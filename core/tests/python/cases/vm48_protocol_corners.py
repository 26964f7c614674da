# Protocol corners a program meets: reversed() over the sequence protocol, blocked special
# methods, length hints, the names NameError and AttributeError carry, a class's mappingproxy,
# and which built-in types take a subscript.
import operator
import types


class Seq:
    def __len__(self):
        return 4

    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * 10


class NoLen:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i


class Short:
    # len says 5, but items end at 2: reversed stops at the IndexError.
    def __len__(self):
        return 5

    def __getitem__(self, i):
        if i >= 2:
            raise IndexError
        return i


print(list(reversed(Seq())), list(NoLen()))
for bad in (NoLen(), 5, object(), int, {1, 2}):
    try:
        reversed(bad)
    except TypeError as e:
        print("reversed:", e)
try:
    print(list(reversed(Short())))
except IndexError as e:
    print("IndexError", e)


class Blocked:
    __iter__ = None

    def __getitem__(self, i):
        return i


class NoRev(Seq):
    __reversed__ = None


for f in (iter, list, tuple, sorted):
    try:
        f(Blocked())
    except TypeError as e:
        print(f.__name__, e)
try:
    for _ in Blocked():
        pass
except TypeError as e:
    print("for:", e)
try:
    reversed(NoRev())
except TypeError as e:
    print(e)

it = iter([1, 2, 3, 4])
next(it)
print(operator.length_hint(it), it.__length_hint__(), operator.length_hint(iter(range(0, 10, 3))))
print(operator.length_hint(iter("hello")), operator.length_hint(reversed([1, 2])),
      operator.length_hint(iter(())), operator.length_hint(enumerate([1, 2]), 9))
print(operator.length_hint((x for x in range(3)), 2), operator.length_hint(iter({1: 2, 3: 4})))

try:
    missing_name + 1
except NameError as e:
    print(type(e).__name__, e.name, e)
print(NameError("made by hand").name, NameError("x", name="given").name)
try:
    (3).bit_size
except AttributeError as e:
    print(e.name, e)
try:
    types.no_such_thing
except AttributeError as e:
    print(e.name, e)
print(AttributeError("a", name="n", obj=3).obj, AttributeError("plain").name)
try:
    ValueError("v", name="n")
except TypeError as e:
    print(e)
try:
    NameError("v", obj=1)
except TypeError as e:
    print(e)


def f():
    print(local_before)
    local_before = 1


try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e.name)


class Point:
    """A point."""
    dims = 2

    def norm(self):
        return 0


d = Point.__dict__
print(type(d).__name__, type(vars(Point)) is types.MappingProxyType, d["dims"], d["__doc__"])
print([k for k in d if not k.startswith("__")], "norm" in d, d.get("nope", "-"), len(d) > 3)
try:
    Point.__dict__["dims"] = 3
except TypeError as e:
    print(e)
try:
    del Point.__dict__["dims"]
except TypeError as e:
    print(e)
Point.dims = 3
print(Point.__dict__["dims"], dict(Point.__dict__)["dims"], {**vars(Point)}["dims"])
print(isinstance(d, dict), sorted(k for k, v in d.items() if callable(v)))
print(types.MappingProxyType({"a": 1}), types.MappingProxyType({"a": 1}) == {"a": 1})

print(list[int], enumerate[str], tuple[int, ...], dict[str, list[int]])
for t in (zip, int, str, range, map):
    try:
        t[int]
    except TypeError as e:
        print(e)
