# Counter arithmetic, namedtuple defaults, deque with maxlen.
from collections import Counter, namedtuple, deque, ChainMap

print(Counter("abracadabra").most_common(3), Counter(a=2, b=-1) + Counter(a=1), Counter(a=3) - Counter(a=5), Counter(a=1) | Counter(a=3, b=1), -Counter(a=-2, b=3), +Counter(a=0, b=1))
P = namedtuple("P", "x y", defaults=[0])
print(P(1), P(1, 2)._replace(x=5), P._fields, P(1)._asdict(), P._field_defaults)
dq = deque(range(5), maxlen=3)
dq.append(9)
dq.appendleft(-1)
print(dq, dq.maxlen, dq.index(2) if 2 in dq else None)
dq.rotate(-1)
print(dq, list(reversed(dq)))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), sorted(cm), cm.new_child({"c": 4})["c"], cm.parents)
c = Counter(a=3, b=1)
c.subtract(a=5)
print(c, c.total(), sorted(c.elements()), Counter("aab") == Counter("aba"), Counter(a=1) <= Counter(a=2))
