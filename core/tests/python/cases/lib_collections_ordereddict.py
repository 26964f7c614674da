from collections import OrderedDict

od = OrderedDict()
od["b"] = 2
od["a"] = 1
od["c"] = 3
print(od, len(od), list(od), od["a"])
print(od.keys(), od.values(), od.items())
print(list(od.keys()), list(od.values()), list(od.items()), "a" in od.keys(), ("a", 1) in od.items(), 3 in od.values())
od.move_to_end("b")
print(od)
od.move_to_end("c", last=False)
print(od)
od.move_to_end("a", False)
print(od)
print(od.popitem(), od)
od["x"] = 9
od["y"] = 8
print(od.popitem(last=False), od)
print(od.popitem(False), od)
print(OrderedDict(), OrderedDict([("k", 1), ("j", 2)]), OrderedDict({"m": 1}), OrderedDict(z=1, y=2))
p = OrderedDict.fromkeys("abc")
q = OrderedDict.fromkeys("cba", 0)
print(p, q)
print(p == OrderedDict.fromkeys("abc"), p == OrderedDict.fromkeys("cba"), p == dict.fromkeys("cba"), p != q)
print(dict.fromkeys("cba") == p, OrderedDict(a=1) == {"a": 2})
r = OrderedDict(a=1, b=2)
print(r | {"c": 3}, {"c": 3} | r, type(r | {}).__name__)
r |= [("d", 4)]
print(r)
r.update({"a": 10}, e=5)
print(r)
print(r.pop("e"), r.pop("zz", None), r.setdefault("a", 0), r.setdefault("f", 6), r.get("b"), r.get("q"))
print(r)
del r["f"]
print(r, list(reversed(r)), list(reversed(r.keys())), list(reversed(r.items())), list(reversed(r.values())))
s = r.copy()
s["new"] = 1
print(r, s, type(s).__name__)
keys = r.keys()
r["later"] = 0
print(keys, len(keys))
print(r.keys() & {"a", "zz"}, sorted(r.keys() | {"q"}), sorted(r.keys() - {"a"}), r.keys() == {"a", "b", "d", "later"})
print(r.items() == {("a", 10), ("b", 2), ("d", 4), ("later", 0)}, r.keys() == ["a"])
lru = OrderedDict()
def touch(k, v, cap=3):
    if k in lru:
        lru.move_to_end(k)
    lru[k] = v
    if len(lru) > cap:
        lru.popitem(last=False)
for k in "abcadeb":
    touch(k, k.upper())
print(lru)
for k, v in OrderedDict(x=1, y=2).items():
    print(k, v)
r.clear()
print(r, bool(r))

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("move missing", lambda: OrderedDict(a=1).move_to_end("b"))
attempt("popitem empty", lambda: OrderedDict().popitem())
attempt("popitem first empty", lambda: OrderedDict().popitem(last=False))
attempt("getitem", lambda: OrderedDict()["x"])
attempt("pop", lambda: OrderedDict().pop("x"))
attempt("or int", lambda: OrderedDict() | 1)
attempt("hash", lambda: hash(OrderedDict()))
attempt("two args", lambda: OrderedDict([], []))
attempt("bad seq", lambda: OrderedDict([1, 2]))
attempt("bad pair", lambda: OrderedDict([(1, 2, 3)]))
attempt("short pair", lambda: OrderedDict([[1]]))
attempt("str pair", lambda: OrderedDict(["ab"]))
def mutate():
    o = OrderedDict(a=1)
    for k in o:
        o["b"] = 2
attempt("mutate", mutate)
def mutate2():
    o = OrderedDict(a=1, b=2)
    for k in o:
        o["c"] = 3
attempt("mutate2", mutate2)
del OrderedDict()["gone"]
