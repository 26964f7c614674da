code = """
def area(w, h):
    return w * h
result = area(3, 4)
"""
ns = {}
exec(code, ns)
print(ns["result"], ns["area"](2, 5), sorted(k for k in ns if k != "__builtins__"))
print(eval("x * 2 + y", {"x": 5, "y": 1}), eval("[i ** 2 for i in range(4)]"), eval("len(s)", {"s": "abc"}))
expr = compile("a + b", "<expr>", "eval")
print(eval(expr, {"a": 1, "b": 2}), type(expr).__name__)
loc = {}
exec("z = 10\nw = z * 3", {}, loc)
print(loc)
def make_fn(name, body):
    src = f"def {name}(x):\n    return {body}\n"
    scope = {}
    exec(src, scope)
    return scope[name]
sq = make_fn("square", "x * x")
print(sq(7), sq.__name__)
try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError", type(e.msg).__name__)
try:
    exec("raise ValueError('inside exec')")
except ValueError as e:
    print(e)
g = {"counter": 0}
for _ in range(3):
    exec("counter += 1", g)
print(g["counter"])
print(eval("__name__"), eval("abs(-3)", {}), eval("1 if flag else 0", {"flag": True}))
import math
print(eval("math.sqrt(16)", {"math": math}), eval("max(vals)", {"vals": [3, 9, 2]}))
x = 100
def f():
    x = 1
    return eval("x + 1"), eval("x + 1", globals())
print(f())
