# Names exec/eval see and write: class bodies, closures, separate locals, nested exec.
class K:
    a = 1
    exec("b = a + 1")
    c = eval("a + b")


print(K.b, K.c)


def outer():
    n = 5
    return [eval("i * n", globals(), {"i": i, "n": n}) for i in range(3)]


print(outer())
g = {}
l = {"seen": []}
exec("for k in range(3):\n    seen.append(k)\nlast = k", g, l)
print(l["seen"], l["last"], "last" in g)
exec("exec('inner = 1')\nouter_ = inner + 1", g)
print(g["inner"], g["outer_"])
src = """
class Base:
    def hello(self):
        return "base"
class Sub(Base):
    def hello(self):
        return "sub+" + super().hello()
result = Sub().hello()
"""
ns = {}
exec(src, ns)
print(ns["result"], ns["Sub"].__name__)
exec("del inner", g)
print("inner" in g)
try:
    exec("del nothing_here", {})
except NameError as e:
    print("NameError:", e)
x = 1
exec("x += 1; y_new = x * 10")
print(x, y_new)
print(eval("globals() is g", {"g": None}) is False)
exec("import math as m")
print(m.floor(2.5))
f = eval("lambda v: v + x")
x = 100
print(f(1))
