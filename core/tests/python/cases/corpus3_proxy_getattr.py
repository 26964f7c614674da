class Recorder:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_log", [])
    def __getattr__(self, name):
        self._log.append(("get", name))
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        self._log.append(("set", name, value))
        setattr(self._target, name, value)
    def __delattr__(self, name):
        self._log.append(("del", name))
        delattr(self._target, name)

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def norm1(self):
        return abs(self.x) + abs(self.y)

p = Point(3, -4)
r = Recorder(p)
r.x = 10
print(r.x, r.norm1(), r._log)
del r.y
print(hasattr(p, "y"), r._log[-1])
try:
    r.missing
except AttributeError as e:
    print("AttributeError:", e)

class Strict:
    __slots__ = ("a",)
    def __getattribute__(self, name):
        if name.startswith("secret"):
            raise AttributeError(f"{name} is hidden")
        return super().__getattribute__(name)
    def __getattr__(self, name):
        return f"<default {name}>"

s = Strict()
s.a = 1
print(s.a, s.b, s.secret_key)
try:
    s.c = 5
except AttributeError as e:
    print("AttributeError:", e)

class AttrDict(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k) from None
    def __setattr__(self, k, v):
        self[k] = v
    def __delattr__(self, k):
        del self[k]

d = AttrDict(a=1)
d.b = 2
print(d, d.a + d.b, getattr(d, "zz", "none"), isinstance(d, dict))
del d.a
print(d, dir(Point(0, 0))[-3:], vars(Point(1, 2)))

class Meta(type):
    def __getattr__(cls, name):
        return f"class-level {name}"
class WithMeta(metaclass=Meta):
    real = 1
print(WithMeta.real, WithMeta.virtual)
print(getattr(p, "x"), setattr(p, "z", 5), p.z, delattr(p, "z"), hasattr(p, "z"))
