class State:
    name = "base"
    def next(self, ch):
        return self
class Idle(State):
    name = "idle"
    def next(self, ch):
        return Running() if ch == "s" else self
class Running(State):
    name = "running"
    def next(self, ch):
        return {"p": Paused(), "x": Idle()}.get(ch, self)
class Paused(State):
    name = "paused"
    def next(self, ch):
        return Running() if ch == "r" else Idle() if ch == "x" else self
s = Idle()
trace = []
for ch in "sxsprpx?":
    s = s.next(ch)
    trace.append(s.name)
print(trace)
import types
ns = types.SimpleNamespace(a=1, b="two")
ns.c = [3]
print(ns, ns.a, vars(ns), ns == types.SimpleNamespace(a=1, b="two", c=[3]))
m = types.ModuleType("fake", "doc here")
m.value = 7
print(m.__name__, m.__doc__, m.value, type(m).__name__)
def f(): pass
print(type(f) is types.FunctionType, isinstance(len, types.BuiltinFunctionType), type(Draft().status).__name__)
mp = types.MappingProxyType({"k": 1})
try:
    mp["k"] = 2
except TypeError as e:
    print("TypeError:", e)
print(mp["k"], dict(mp), type(Draft.__dict__).__name__)
Dyn = types.new_class("Dyn", (State,), {}, lambda ns: ns.update({"name": "dynamic"}))
print(Dyn().name, Dyn.__mro__[1].__name__)
bound = types.MethodType(lambda self, x: (self.name, x), Idle())
print(bound(5))
