# exec at module level writes the program's globals; into a dict, that dict.
exec("a = 1\nb = a + 1")
print(a, b)
d = {}
exec("x = 5\ndef f(n):\n    return n + x\n", d)
print(d["x"], d["f"](1))
d["x"] = 100
print(d["f"](1))
print(sorted(k for k in d if k != "__builtins__"))
print(exec("1 + 1"))
g = {"n": 3}
l = {}
exec("m = n * 2\nfor i in range(2):\n    m += i", g, l)
print(sorted(k for k in g if k != "__builtins__"), l)


def inside():
    v = 4
    exec("w = v + 1\nprint('w is', w)")
    return v


print(inside())
src = """
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(1, 2)
"""
ns = {}
exec(src, ns)
print(ns["p"], type(ns["p"]).__name__)
exec("import math\nr = math.sqrt(16)", ns)
print(ns["r"])
exec("global gg\ngg = 9", {}, {})
exec("def h():\n    return globals()['t']\nt = 't-value'", ns)
print(ns["h"]())
exec("counter = 0\nfor i in range(1000):\n    counter += i")
print(counter)
