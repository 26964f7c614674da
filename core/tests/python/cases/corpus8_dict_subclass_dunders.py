# A dict subclass overriding keys/getitem/iter/len: dict(), **, update and format_map
# read keys() and __getitem__ (CPython's fast path is off once a method is overridden).
class D(dict):
    def __getitem__(self, k): return "G"
    def keys(self): return ["a", "z"]
    def __iter__(self): return iter(["q"])
    def __len__(self): return 5
    def __contains__(self, k): return True
    def get(self, k, d=None): return "GET"
    def items(self): return [("i", 1)]


d = D(a=1, b=2)
print(d, dict(d), {**d}, list(d), len(d), "x" in d, d["a"], d.get("a"), sorted(d))


def f(**kw): return kw


print(f(**d))
e = {}
e.update(d)
print(e)
print(dict(d, c=3), type(d | {}).__name__)
print("{a}".format_map(d), "%(a)s" % d)


class M(dict):
    def __missing__(self, k): return "<" + k + ">"


print("{x} {y}".format_map(M(x=1)))
