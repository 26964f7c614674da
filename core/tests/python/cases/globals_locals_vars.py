x = 1
def f(a, b=2):
    c = a + b
    def inner():
        return c
    print(sorted(locals().items(), key=lambda kv: kv[0])[:3], vars()["a"])
    return inner
f(5)
g = globals()
print(g["x"], "f" in g, g["__name__"])
g["y"] = 42
print(y)
x = 7
print(g["x"])
del g["y"]
try:
    print(y)
except NameError as e:
    print("NameError:", e)
class K:
    a = 1
    print(sorted(k for k in locals() if not k.startswith("__")))
print(locals() is globals(), "K" in vars())
def use():
    global z
    z = 3
    return globals()["z"]
print(use(), z)
for name in ["x", "nope"]:
    print(name, globals().get(name, "missing"))
