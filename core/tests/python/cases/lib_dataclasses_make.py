import dataclasses as d
DC = d.make_dataclass("DC", ["a", ("b", int), ("c", list, d.field(default_factory=list))],
                      namespace={"total": lambda self: self.b + len(self.c)}, frozen=True)
x = DC(1, 2)
print(x, DC.__module__, DC.__annotations__, x.total(), DC.__qualname__, d.is_dataclass(DC))
try:
    x.a = 5
except d.FrozenInstanceError as e:
    print("frozen:", e)
for bad in [["a", "a"], ["1x"], ["def"], [("a", int, 1, 2)]]:
    try:
        d.make_dataclass("X", bad)
    except TypeError as e:
        print(type(e).__name__, e)
P = d.make_dataclass("P", [("x", int, 0), ("y", int, 5)], order=True)
print(P() < P(1), P.__mro__, P(2, 3), [f.name for f in d.fields(P)], P.__match_args__)
Base = d.make_dataclass("Base", [("id", int)])
Child = d.make_dataclass("Child", [("name", str, "n")], bases=(Base,))
print(Child(7), Child.__mro__[1].__name__, d.asdict(Child(3, "z")))
K = d.make_dataclass("K", [("a", int)], kw_only=True)
print(K(a=1))
try:
    K(1)
except TypeError as e:
    print(e)
