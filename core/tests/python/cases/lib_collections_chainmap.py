from collections import ChainMap, defaultdict, Counter, OrderedDict

defaults = {"color": "red", "user": "guest", "size": 1}
env = {"user": "admin"}
cli = {"size": 3}
cm = ChainMap(cli, env, defaults)
print(cm)
print(cm["color"], cm["user"], cm["size"], len(cm), list(cm), sorted(cm.items()))
print("user" in cm, "nope" in cm, cm.get("nope"), cm.get("nope", 0), cm.get("color"), bool(cm))
print(cm.maps, cm.maps[0] is cli)
cm["color"] = "blue"
print(cm, defaults["color"])
del cm["color"]
print(cm["color"], cli)
child = cm.new_child()
child["x"] = 1
print(child, child.parents == cm, len(child.maps))
child2 = cm.new_child({"y": 2})
print(child2)
child3 = cm.new_child(z=3)
print(child3.maps[0], child3["z"])
print(cm.parents, cm.parents.parents, cm.parents.parents.parents)
print(ChainMap(), ChainMap({}), len(ChainMap()), bool(ChainMap({}, {})), ChainMap().maps)
print(list(cm.keys()), list(cm.values()), list(cm.items()))
print(cm.keys(), cm.values(), cm.items())
print("size" in cm.keys(), ("size", 3) in cm.items(), ("size", 1) in cm.items(), 3 in cm.values())
c2 = cm.copy()
c2["size"] = 99
print(cli["size"], c2["size"], c2.maps[1] is env, type(c2).__name__)
print(cm.pop("size"), cm["size"], cm.setdefault("size", 5), cm.setdefault("user", "x"), cli)
cm.update({"a": 1}, b=2)
cm.update([("c", 3)])
print(cm.maps[0])
print(cm.popitem(), cm.maps[0])
cm.clear()
print(cm.maps[0], cm["user"], len(cm))
print(ChainMap({"a": 1}) == {"a": 1}, ChainMap({"a": 1}, {"a": 2}) == ChainMap({"a": 1}), ChainMap() == {}, ChainMap() == [])
print(ChainMap({"a": 1}) | {"b": 2}, {"b": 2} | ChainMap({"a": 1}, {"c": 3}))
m = ChainMap({"a": 1}, {"b": 2})
m |= {"c": 3}
print(m)
print(ChainMap.fromkeys("ab"), ChainMap.fromkeys([1], 0))
dd = defaultdict(int, a=1)
chained = ChainMap({}, dd)
print(chained["zz"], dd)
print(ChainMap({"x": 1}, Counter(y=2))["nope"])
print(ChainMap(OrderedDict(k=1), {"j": 2}))
scopes = ChainMap({"x": 1})
inner = scopes.new_child({"x": 2, "y": 3})
print(inner["x"], inner["y"], scopes["x"], "y" in scopes)
for k in ChainMap({"a": 1, "b": 2}, {"c": 3, "a": 0}):
    print(k)

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("missing", lambda: ChainMap({"a": 1})["b"])
attempt("del other map", lambda: ChainMap({}, {"a": 1}).__delitem__("a"))
attempt("pop missing", lambda: ChainMap({}, {"a": 1}).pop("a"))
attempt("pop default", lambda: ChainMap({}).pop("a", "dflt"))
attempt("popitem empty", lambda: ChainMap({}, {"a": 1}).popitem())
attempt("or int", lambda: ChainMap() | 1)
attempt("hash", lambda: hash(ChainMap()))
del ChainMap({"a": 1})["b"]
