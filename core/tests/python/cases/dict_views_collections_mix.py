from collections import defaultdict, OrderedDict, Counter, ChainMap
d = {"b": 2, "a": 1}
d |= {"c": 3}
print(d, d | {"a": 9}, {**d, "z": 0}, list(d.items())[-1])
print(d.setdefault("d", []), d.pop("b"), d.popitem(), d.get("x", "?"), dict.fromkeys("ab", 0))
inv = {v: k for k, v in {"x": 1, "y": 2}.items()}
print(inv, sorted(d), list(reversed(d)), "a" in d.keys(), 1 in d.values())
dd = defaultdict(list)
for w in "the quick brown the lazy the end".split():
    dd[len(w)].append(w)
print(dict(dd), dd.default_factory, dd[99], len(dd))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False)
print(list(od), od.popitem(last=False), od)
c = Counter("mississippi")
print(c.most_common(2), c["s"], c["z"], sorted(c.elements())[:5], c.total())
c2 = Counter(a=1, s=10)
print(c + c2, c - c2, c & c2, c | c2)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), dict(cm), cm.maps)
keys = d.keys() & {"a", "c", "q"}
print(sorted(keys), d.keys() - {"a"}, d.items() >= {("a", 1)})
try:
    {}["missing"]
except KeyError as e:
    print(repr(e), e.args)
print({1: "a", True: "b", 1.0: "c"}, {(1, 2): 3}.get((1, 2)))
e = dict(zip("abc", range(3)), d=4)
print(e, sorted(e.items(), key=lambda kv: -kv[1]), max(e, key=e.get))
nested = {"x": {"y": {"z": 1}}}
print(nested["x"]["y"].get("z"), str(nested), repr(d.keys()), repr(d.values()), repr(d.items()))
