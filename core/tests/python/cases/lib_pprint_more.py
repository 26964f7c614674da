# pprint: sets, collections, SimpleNamespace, recursion, saferepr/isreadable and the errors.
import pprint
from collections import Counter, OrderedDict, defaultdict, deque
from types import SimpleNamespace, MappingProxyType


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


print(pprint.pformat(set(range(40)), width=30))
print(pprint.pformat(frozenset(range(30, 60)), width=40))
print(pprint.pformat({"s": set(), "f": frozenset()}))
print(pprint.pformat(OrderedDict((str(i) * 5, i) for i in range(8)), width=40))
print(pprint.pformat(OrderedDict()))
dd = defaultdict(list)
for i in range(6):
    dd["key%d" % i].append(i * 1000)
print(pprint.pformat(dd, width=40))
print(pprint.pformat(Counter("abracadabra-mississippi-hullabaloo"), width=40))
print(pprint.pformat(deque(range(30)), width=40))
print(pprint.pformat(deque(range(30), maxlen=40), width=40))
print(pprint.pformat(deque()))
ns = SimpleNamespace(alpha=list(range(20)), beta="text " * 10, gamma=SimpleNamespace(x=1, y=[1, 2]))
print(pprint.pformat(ns, width=40))
print(pprint.pformat(MappingProxyType({"k%d" % i: i for i in range(10)}), width=40))
a = [1, 2]
a.append(a)
print(pprint.isrecursive(a), pprint.isreadable(a), pprint.saferepr(a).startswith("[1, 2, <Recursion on list with id="))
d = {"k": 1}
d["self"] = d
print(pprint.isrecursive(d), pprint.isreadable(d), pprint.saferepr(d).startswith("{'k': 1, 'self': <Recursion on dict"))
print(pprint.isreadable([1, "a", (2.5, None)]), pprint.isreadable([object]), pprint.isreadable({1: len}))
print(pprint.isrecursive([[1], [2]]), pprint.saferepr({"b": [1, {"c": 2}], "a": (1,)}), pprint.saferepr("x"))
shared = [1, 2]
print(pprint.pformat([shared, shared]), pprint.isrecursive([shared, shared]))
pp = pprint.PrettyPrinter(indent=2, width=30, depth=3)
print(pp.pformat({"a": {"b": {"c": {"d": 1}}}, "list": list(range(12))}))
print(pp.isreadable([1, 2]), pp.isrecursive([1]), pp.format([1, 2], {}, 0, 0))
pp.pprint(["x" * 10, "y" * 10, "z" * 10])
print(pprint.pformat([[[[[1]]]]], depth=2), pprint.pformat(((((1,),),),), depth=3), pprint.pformat({"a": {"b": {}}}, depth=1))
t("indent -1", lambda: pprint.PrettyPrinter(indent=-1))
t("depth 0", lambda: pprint.PrettyPrinter(depth=0))
t("width 0", lambda: pprint.PrettyPrinter(width=0))
t("pformat width 0", lambda: pprint.pformat([1], width=0))
print(sorted(pprint.__all__))


class W:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


w = W()
pprint.pprint({"x": list(range(30))}, stream=w, width=50)
pprint.PrettyPrinter(stream=w).pprint("done")
print(repr("".join(w.parts)))
print(pprint.pformat([1, "two", 3.0, None, True, (4,), [5], {6: 7}], width=10))
print(pprint.pformat({"mixed": [1, "a"], 2: "b", (1, 2): "tuple key"}, width=25))


class D(dict):
    pass


class L(list):
    pass


class T(tuple):
    pass


class R(dict):
    def __repr__(self):
        return "R(%d items)" % len(self)


class OD(OrderedDict):
    pass


class NS(SimpleNamespace):
    pass


big = {"key%02d" % i: list(range(i)) for i in range(8)}
print(pprint.pformat(D(big), width=40))
print(pprint.pformat(L(range(30)), width=30), pprint.pformat(T(range(3))), pprint.pformat(D(a=1)))
print(pprint.pformat(T(range(30)), width=30))
print(pprint.pformat(R(big), width=40), pprint.pformat([R(big)], width=10))
print(pprint.pformat(OD(big), width=40))
print(pprint.pformat(NS(**big), width=40))
print(pprint.isreadable(D(a=1)), pprint.saferepr(L([1, D(b=2)])), pprint.saferepr(R(a=1)))
