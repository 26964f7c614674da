# Container lookups call __hash__ then __eq__; identity shortcut for nan; dict subclass hooks.
class LD(dict):
    def __setitem__(self, k, v):
        print("setitem", k)
        super().__setitem__(k, v * 10)


d = LD(a=1)
d.update(b=2)
d.setdefault("c", 3)
d["e"] = 5
d |= {"f": 6}
print(d)
print(LD({"x": 1}), LD.fromkeys(["p", "q"], 1))


class Miss(dict):
    def __missing__(self, k):
        print("missing", k)
        return k * 2


m = Miss(a=1)
print(m["zz"], m.get("zz"), "zz" in m, m.pop("q", "dflt"), m.setdefault("w", 1))


class LL(list):
    def __setitem__(self, i, v):
        print("LL.setitem", i)
        super().__setitem__(i, v)
    def append(self, v):
        print("LL.append", v)
        super().append(v)


l = LL([1, 2])
l[0] = 5
l.extend([3])
l += [4]
l.insert(0, 0)
print(l)


class H:
    def __init__(self, v): self.v = v
    def __hash__(self):
        print("hash", self.v)
        return 1
    def __eq__(self, o):
        print("eq", self.v, o.v)
        return self.v == o.v


s = {H(1), H(2)}
print(len(s), H(2) in s)
dd = {H(1): "a"}
dd[H(1)] = "b"
print(len(dd), list(dd.values()))


class EqAll:
    def __eq__(self, o): return True
    __hash__ = object.__hash__


print(EqAll() in [1, 2], [1, EqAll()].index(5), [1, 2].count(EqAll()), (EqAll(),) == (3,), [EqAll()] == [4], EqAll() in {1: 1}, 1 in [EqAll()])
n = float("nan")
print([n] == [n], n in [n], (n,) == (n,), {n: 1}[n], n == n, [n].count(n), [n].index(n), [float("nan")] == [float("nan")])
