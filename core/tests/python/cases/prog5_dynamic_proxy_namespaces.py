# dynamic proxies: __getattr__, __setattr__, __delattr__, __dir__, __class_getitem__, SimpleNamespace, MappingProxyType
import types

class Recorder:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_calls", [])
    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if callable(attr):
            def wrapped(*a, **k):
                self._calls.append((name, a, tuple(sorted(k.items()))))
                return attr(*a, **k)
            return wrapped
        return attr
    def __setattr__(self, name, value):
        self._calls.append(("set", name, value))
        setattr(self._target, name, value)
    def __delattr__(self, name):
        self._calls.append(("del", name))
        delattr(self._target, name)
    def __dir__(self):
        return sorted(set(dir(self._target)) | {"_calls"})

class Account:
    def __init__(self): self.balance = 0
    def deposit(self, n, memo=""): self.balance += n; return self.balance

r = Recorder(Account())
r.deposit(10); r.deposit(5, memo="tip"); r.owner = "ann"
print(r.balance, r.owner, r._calls)
del r.owner
print(r._calls[-1], "deposit" in dir(r), "_calls" in dir(r))
try:
    r.missing
except AttributeError as e:
    print("AttributeError", e)

class Config:
    _defaults = {"debug": False, "level": 3}
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            return self._defaults[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} has no setting {name!r}") from None
c = Config(); c.level = 9
print(c.debug, c.level, getattr(c, "nope", "fallback"), hasattr(c, "nope"), vars(c))

class Registry:
    _types = {}
    def __class_getitem__(cls, item):
        return cls._types.setdefault(item, type(f"Registry[{item.__name__}]", (cls,), {"item": item}))
R1 = Registry[int]
print(R1.__name__, R1.item, Registry[int] is R1, issubclass(Registry[str], Registry))

ns = types.SimpleNamespace(host="localhost", port=8080)
ns.debug = True
print(ns, ns.port, vars(ns), ns == types.SimpleNamespace(host="localhost", port=8080, debug=True), sorted(ns.__dict__))
del ns.debug
print(repr(ns), types.SimpleNamespace(), types.SimpleNamespace({"a": 1}) if False else "")
mp = types.MappingProxyType({"a": 1, "b": 2})
print(mp, mp["a"], len(mp), list(mp.items()), mp.get("z", 0), "a" in mp, mp | {"c": 3}, type(mp).__name__)
try:
    mp["c"] = 3
except TypeError as e:
    print("TypeError", e)
class Slot:
    pass
print("__module__" in Slot.__dict__, Slot.__dict__["__module__"])
def make_cls(name, **attrs):
    return type(name, (object,), dict(attrs, __repr__=lambda self: f"<{name} {sorted(attrs)}>"))
X = make_cls("X", a=1, b=lambda self: 2)
x = X()
print(x, x.a, x.b(), X.__name__, X.__qualname__, X.__module__, X.__bases__, type(X))
print(getattr(x, "a"), setattr(x, "c", 3), x.c, delattr(x, "c"), hasattr(x, "c"))
try:
    getattr(x, 5)
except TypeError as e:
    print("TypeError", e)
class Frozen:
    __slots__ = ()
    def __setattr__(self, k, v): raise AttributeError(f"{type(self).__name__} is immutable")
try:
    Frozen().x = 1
except AttributeError as e:
    print("AttributeError", e)
m = types.ModuleType("plugins", "docstring here")
m.VERSION = 2
print(m, m.__name__, m.__doc__, m.VERSION, isinstance(m, types.ModuleType))
f = lambda a: a * 2
print(f(21), type(len).__name__, isinstance(len, types.BuiltinFunctionType), isinstance(lambda: 0, types.LambdaType), type(x.b).__name__)
