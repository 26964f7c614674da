class Counter(dict):
    def __missing__(self, key):
        return 0


c = Counter()
for w in "a b a c a b".split():
    c[w] = c[w] + 1
print(c, c["zz"], len(c), sorted(c.items()), isinstance(c, dict), "a" in c, "zz" in c)


class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name, value):
        self[name] = value


d = AttrDict(x=1, y=2)
d.z = 3
print(d.x, d.z, d, list(d.keys()), d.get("q", 9))
try:
    d.missing
except AttributeError as e:
    print("AttributeError:", e)


class Default(dict):
    def __init__(self, factory, *args, **kw):
        super().__init__(*args, **kw)
        self.factory = factory

    def __missing__(self, key):
        v = self[key] = self.factory()
        return v


g = Default(list, {"a": [1]})
g["a"].append(2)
g["b"].append(3)
print(g, g == {"a": [1, 2], "b": [3]}, dict(g), {**g}, g | {"c": 4})
del g["a"]
print(g, g.pop("b"), g, len(g))
