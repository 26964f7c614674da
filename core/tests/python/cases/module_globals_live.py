# A module's globals() is its live namespace: writes bind module attributes, and
# vars(m) / m.__dict__ are that same dict.
import sys
import types

SRC = """
A0 = 0
def f():
    globals()["A"] = 1
    g = globals()
    g["B"] = 2
    del g["A0"]
def read():
    return B
def globals_():
    return globals()
def same():
    return globals() is globals()
def count():
    n = 0
    for i in range(1000):
        n += STEP
    return n
"""

m = types.ModuleType("gmod_live")
exec(SRC, m.__dict__)
sys.modules["gmod_live"] = m
import gmod_live

print(gmod_live is m, hasattr(m, "A"), hasattr(m, "A0"))
m.f()
print(hasattr(m, "A"), m.A, m.B, hasattr(m, "A0"), m.read(), m.same())
print(vars(m) is m.__dict__, m.__dict__ is m.globals_())
m.__dict__["C"] = 3
print(m.C)
m.D = 4
print(vars(m)["D"], "D" in dir(m))
del m.D
print("D" in vars(m))
try:
    m.D
except AttributeError as e:
    print(type(e).__name__, e)
print(m.__name__, vars(m)["__name__"])
m.STEP = 2
print(m.count())
m.__dict__["STEP"] = 3
print(m.count())
from gmod_live import B, C
print(B, C)

# A library module's globals() and __dict__: the same live dict.
import json
d = vars(json)
print(d is json.__dict__, d["__name__"])
d["_probe"] = 7
print(json._probe)
json._probe2 = 8
print(d["_probe2"])
del d["_probe"], json._probe2
print(hasattr(json, "_probe"), "_probe2" in d)
print(json.dumps({"a": 1}))

# The program's own globals() as before.
g = globals()
g["Z"] = 5
print(Z, sys.modules[__name__].Z)

# A function's __globals__: the same live dicts.
def f():
    return 1


print(f.__globals__ is globals(), f.__globals__["f"] is f, m.f.__globals__ is vars(m))
print(json.dumps.__globals__ is vars(json), json.dumps.__globals__["__name__"])
ns = {}
exec("def g():\n    return 2\n", ns)
print(ns["g"].__globals__ is ns)
f.__globals__["NEW"] = 5
print(NEW, hasattr(f, "__globals__"))
