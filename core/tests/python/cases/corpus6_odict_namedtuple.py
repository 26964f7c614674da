from collections import OrderedDict, namedtuple, defaultdict, ChainMap

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

od = OrderedDict([("a", 1), ("b", 2), ("c", 3)])
t("repr", lambda: (od, OrderedDict(), str(od), list(od.items())))
t("eq", lambda: (od == OrderedDict([("b", 2), ("a", 1), ("c", 3)]), od == {"b": 2, "a": 1, "c": 3}, dict(od) == {"c": 3, "a": 1, "b": 2}))
od.move_to_end("a"); print("mte", od)
od.move_to_end("c", last=False); print("mte first", od)
t("mte miss", lambda: od.move_to_end("zz"))
t("popitem", lambda: (od.popitem(), od.popitem(last=False), od))
t("popitem empty", lambda: OrderedDict().popitem())
o2 = OrderedDict.fromkeys("xyz", 0)
o2["x"] = 5; o2["w"] = 1
t("setitem order", lambda: list(o2))
t("reversed", lambda: (list(reversed(o2)), list(reversed(o2.items())), list(reversed(o2.values()))))
t("or", lambda: (o2 | {"a": 9}, {"q": 1} | o2))
t("setdefault pop", lambda: (o2.setdefault("n", 7), o2.pop("y"), o2.pop("nope", None), list(o2)))
Point = namedtuple("Point", "x y")
P3 = namedtuple("P3", ["x", "y", "z"], defaults=[0, 0])
Bad = namedtuple("Bad", "def x x _y", rename=True)
p = Point(3, 4)
t("nt", lambda: (p, p.x, p[1], p._asdict(), p._replace(x=10), Point._make([5, 6]), Point._fields, P3(1), P3._field_defaults, Bad._fields))
t("nt unpack", lambda: (tuple(p), list(p), p + (5,), p * 2, p == (3, 4), hash(p) == hash((3, 4)), len(p), p.count(3), p.index(4)))
t("nt kw", lambda: Point(y=1, x=2))
t("nt missing", lambda: Point(1))
t("nt extra", lambda: Point(1, 2, 3))
t("nt bad kw", lambda: Point(1, z=2))
t("nt replace bad", lambda: p._replace(w=1))
t("nt make bad", lambda: Point._make([1]))
t("nt bad name", lambda: namedtuple("X", "a 1b"))
t("nt dup", lambda: namedtuple("X", "a a"))
t("nt underscore", lambda: namedtuple("X", "_a"))
t("nt kw name", lambda: namedtuple("X", "a class"))
t("nt setattr", lambda: setattr(p, "x", 5))
t("nt doc", lambda: (Point.__doc__, Point.x.__doc__))
class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
t("subclass", lambda: (Vec(1, 2) + Vec(3, 4), Vec(3, 4).norm, repr(Vec(0, 0)), Vec.__mro__[1].__name__))
t("nt module", lambda: namedtuple("M", "a", module="mymod").__module__)
t("nt sort", lambda: sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
t("dd", lambda: (dd, repr(defaultdict(int)), defaultdict(lambda: 0).default_factory is not None, repr(defaultdict(None, {1: 2}))))
t("dd missing", lambda: defaultdict()[1])
t("dd get", lambda: (dd.get("zz"), "zz" in dd, dd["zz"], "zz" in dd))
t("dd nested", lambda: (lambda tree: (tree["a"]["b"].__setitem__("c", 1), tree["a"])[1])(defaultdict(lambda: defaultdict(dict))))
t("dd copy", lambda: (type(dd.copy()).__name__, dd.copy().default_factory))
t("dd or", lambda: (dd | {"z": [0]}, type(dd | {}).__name__))
t("dd bad", lambda: defaultdict(5))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3}, {"c": 4})
t("cm", lambda: (cm, cm["a"], cm["b"], cm["c"], len(cm), sorted(cm), dict(cm), cm.get("z", "dflt")))
child = cm.new_child({"b": 30})
t("child", lambda: (child, child["b"], child.parents, child.maps[0]))
child["new"] = 1
del child["b"]
t("after mut", lambda: (child.maps, "b" in child, child["b"]))
t("del miss", lambda: child.__delitem__("c"))
t("cm missing", lambda: cm["zzz"])
t("cm popitem", lambda: ChainMap({}, {"a": 1}).popitem())
t("cm new_child kw", lambda: cm.new_child(x=5))
t("cm or", lambda: (cm | {"z": 0}, list(ChainMap({"b": 1}, {"a": 2}))))
