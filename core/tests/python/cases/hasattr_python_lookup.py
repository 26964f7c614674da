# hasattr and getattr(o, name, default) when Python code answers the lookup: a property, a
# class's __getattr__, a module's __getattr__ (PEP 562). Its AttributeError means False / the
# default; any other error propagates.


class Lazy:
    def __getattr__(self, name):
        if name.startswith("ok_"):
            return name[3:]
        raise AttributeError(name)


class P:
    @property
    def good(self):
        return 1

    @property
    def missing(self):
        raise AttributeError("missing")

    @property
    def broken(self):
        raise ValueError("broken")


lz = Lazy()
print(hasattr(lz, "ok_x"), hasattr(lz, "nope"))
print(getattr(lz, "ok_y", "d"), getattr(lz, "nope", "d"))
p = P()
print(hasattr(p, "good"), hasattr(p, "missing"), getattr(p, "missing", 42))
try:
    hasattr(p, "broken")
except ValueError as e:
    print("ValueError", e)
try:
    getattr(lz, "nope")
except AttributeError as e:
    print("AttributeError", e)
