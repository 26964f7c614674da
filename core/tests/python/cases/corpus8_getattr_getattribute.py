# __getattr__ only for missing attributes; __getattribute__ raising AttributeError falls back.
class G:
    a = 1
    def __getattr__(self, name): return "ga:" + name


g = G()
g.b = 2
print(g.a, g.b, g.c, getattr(g, "d"), hasattr(g, "zz"))


class GA:
    def __getattribute__(self, name):
        if name == "boom":
            raise AttributeError("boom")
        return "gab:" + name
    def __getattr__(self, name): return "fallback:" + name


ga = GA()
print(ga.x, ga.boom, getattr(ga, "boom", "dflt"))


class Q:
    def __getattribute__(self, n):
        raise AttributeError(n)
    def __getattr__(self, n): return "qa-" + n


print(Q().foo, hasattr(Q(), "anything"))


class Strict:
    def __getattr__(self, n):
        if n.startswith("_"):
            raise AttributeError(n)
        return n.upper()


s = Strict()
print(s.hello, hasattr(s, "_x"), getattr(s, "_y", "none"))


class Rec:
    def __init__(self): self.data = {"k": 1}
    def __getattr__(self, n):
        try:
            return self.data[n]
        except KeyError:
            raise AttributeError(n) from None


r = Rec()
print(r.k, getattr(r, "q", "missing"))
