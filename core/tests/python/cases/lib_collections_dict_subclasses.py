from collections import Counter, defaultdict, OrderedDict
import json, copy
c = Counter("abracadabra")
print(isinstance(c, dict), c, dict(c), {**c})
print(json.dumps(c))
d = defaultdict(list); d["x"].append(1)
print(isinstance(d, dict), d, json.dumps(d), dict(d))
o = OrderedDict(a=1, b=2); o.move_to_end("a")
print(o, dict(o), list(o), isinstance(o, dict), json.dumps(o))
print(copy.copy(c), copy.deepcopy(d), copy.deepcopy(o))
e = copy.deepcopy(c); e["z"] += 5; print(e, dict(e), c)
print(type(c).__mro__)
print(issubclass(Counter, dict), len(c), c.most_common(2))
class MyC(Counter):
    pass
m = MyC("aab"); print(m, dict(m), isinstance(m, dict))
f = defaultdict(int, {"a": 1}); g = f.copy(); g["b"] += 1; print(f, g)
print(Counter(a=1) == {"a": 1}, {"a": 1} == Counter(a=1))
print(sorted(c.items()) == sorted(dict(c).items()))
