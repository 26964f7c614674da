# repr of self-containing containers and nested mixes.
from collections import OrderedDict, deque, defaultdict

a = [1]
a.append(a)
print(a, repr(a))
d = {"k": 1}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
s = [{"a": [1, (2, 3)]}, {1, 2}, frozenset([3]), (), (1,), set(), frozenset()]
print(s, str(s))


class R:
    def __repr__(self): return "R!"


print([R()], {1: R()}, (R(),), {"x": [R(), (R(),)]})
od = OrderedDict(a=1)
od["od"] = od
print(od)
dq = deque([1])
dq.append(dq)
print(dq)
dd = defaultdict(list)
dd["x"].append(dd)
print(dd)
x = []
y = [x]
x.append(y)
print(x, y)
