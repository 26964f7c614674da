from collections import deque, defaultdict, Counter, OrderedDict, namedtuple, ChainMap
d = deque([1]); d.append(d); print(d)
dd = defaultdict(list); dd["me"] = dd; print(dd)
od = OrderedDict(a=1); od["me"] = od; print(od)
cm = ChainMap({}); cm["me"] = cm; print(cm)
P = namedtuple("P", "a b")
l = [1]
p = P(l, 2); print(p)
class MyDeque(deque):
    pass
m = MyDeque([1, 2], 3)
print(m, m.copy(), type(m.copy()).__name__, m + deque([3]), type(m * 2).__name__)
class MyCounter(Counter):
    pass
mc = MyCounter("aab")
print(mc, mc.copy(), type(mc + mc).__name__, type(mc.copy()).__name__)
class MyOD(OrderedDict):
    def __missing__(self, key):
        return "default:" + key
mo = MyOD(a=1)
print(mo, mo["zz"], mo.get("zz"), type(mo | {}).__name__)
class MyDD(defaultdict):
    pass
md = MyDD(int)
md["x"] += 1
print(md, md.copy())
class LCM(ChainMap):
    pass
print(LCM({"a": 1}).new_child(), LCM().parents)
