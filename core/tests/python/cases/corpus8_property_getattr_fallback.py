# A property (or any descriptor) raising AttributeError falls back to __getattr__;
# getattr with a default and hasattr see the fallback's value.
class P:
    @property
    def v(self): raise AttributeError("inner")
    def __getattr__(self, n): return "getattr-" + n


print(getattr(P(), "v", "dflt"), hasattr(P(), "v"), P().v)


class D:
    def __get__(self, o, t): raise AttributeError("d")


class R:
    x = D()
    def __getattr__(self, n): return "r-" + n


print(R().x, getattr(R(), "x"), hasattr(R(), "x"))


class P2:
    @property
    def v(self): return self.missing
    def __getattr__(self, n):
        if n == "missing":
            raise AttributeError("no missing")
        return "ga-" + n


print(P2().v)
