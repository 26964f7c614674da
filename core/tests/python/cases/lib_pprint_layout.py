# pprint: line breaking at many widths, compact packing, indents, bytes/str chunking, subclasses.
import pprint, types
from collections import OrderedDict, defaultdict, Counter, deque

data = {"alpha": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "beta": ("x" * 12, "y" * 9, None),
        "gamma": {3, 1, 2}, "delta": frozenset({15, 4}), "eps": {"k": [[1, 2], [3, 4]], "z": ()},
        "zeta": (7,), "eta": []}
for width in (10, 25, 40, 70):
    for indent in (1, 3):
        print("== width", width, "indent", indent)
        print(pprint.pformat(data, width=width, indent=indent))
print(pprint.pformat(list(range(40)), width=30, compact=True))
print(pprint.pformat([list(range(12)), "abc", list(range(3)), [[1, 2, 3]] * 3], width=20, compact=True))
print(pprint.pformat([[1] * 30, 2, 3], width=25, indent=2, compact=True))
text = "The quick brown fox jumps over the lazy dog. " * 3 + "\nsecond line here\n\nlast"
for width in (15, 30, 60):
    print(pprint.pformat(text, width=width))
    print(pprint.pformat([text, 1], width=width))
    print(pprint.pformat({"k": text}, width=width))
for n in (4, 5, 8, 16, 17, 30):
    b = bytes(range(65, 65 + n))
    print(pprint.pformat(b, width=12))
    print(pprint.pformat([b], width=14))
    print(pprint.pformat(bytearray(b), width=20))
od = OrderedDict((str(i), i * 11) for i in range(6))
dd = defaultdict(list, {"a": [1, 2, 3], "b": list(range(8))})
cn = Counter("abracadabra alakazam")
dq = deque(range(15), maxlen=20)
for obj in (od, dd, cn, dq, deque(range(15)), types.MappingProxyType({"a": 1, "b": [2] * 10}),
            types.SimpleNamespace(x=[1] * 10, y="why", z={"q": 1}), OrderedDict(), Counter(),
            defaultdict(int), deque(), set(), frozenset(), "", b""):
    print(pprint.pformat(obj, width=24))
class L(list): pass
class R(list):
    def __repr__(self): return "R!"
class D(dict): pass
print(pprint.pformat([L(range(12)), R(range(12)), D(a=list(range(9)))], width=30))
print(pprint.pformat({"n": 1234567, "f": 12345.5, "l": [10 ** 8] * 3}, underscore_numbers=True, width=30))
print(pprint.pformat({"b": 1, "a": 2, 3: "mixed", (1,): None}, sort_dicts=False, width=20))
print(pprint.pformat({"b": 1, "a": 2, 3: "mixed", (1,): None}, width=20))
nest = [1, [2, [3, [4, [5]]]], {"a": {"b": {"c": {}}}}]
for depth in (1, 2, 3):
    print(pprint.pformat(nest, depth=depth), pprint.pformat(nest, depth=depth, width=8))
rec = [1, 2]; rec.append(rec); drec = {"me": None}; drec["me"] = drec
print(pprint.saferepr(rec).startswith("[1, 2, <Recursion on list with id="), pprint.isrecursive(drec),
      pprint.isreadable(rec), pprint.isreadable([1, "a", (None,)]), pprint.isreadable([object]))
p = pprint.PrettyPrinter(width=20)
print(p.isreadable({1: 2}), p.isrecursive(rec), p.format({"x": [1]}, {}, 0, 0))
for kw in [dict(indent=-1), dict(depth=0), dict(width=0)]:
    try:
        pprint.PrettyPrinter(**kw)
    except ValueError as e:
        print("ValueError", e)
import io
s = io.StringIO()
pprint.pprint({"x": list(range(30))}, stream=s, width=40)
pprint.pp({"b": 1, "a": [2] * 30}, stream=s, width=30)
print(s.getvalue(), end="")
