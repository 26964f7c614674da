# A dict's __builtins__ replaces the builtins of exec'd and eval'd code; eval and exec called
# other than by name (f = eval, map(eval, ...)) see the caller's globals and locals.
try:
    exec("print(len)", {"__builtins__": {}})
except NameError as e:
    print("NameError", e)
exec("print(len([1]))", {"__builtins__": {"len": len, "print": print}})
g = {}
exec("x = 1", g)
print(sorted(g.keys()), type(g["__builtins__"]).__name__)
print(eval("abs(-2)", {"__builtins__": {"abs": abs}}))
try:
    eval("abs(-2)", {"__builtins__": {}})
except NameError as e:
    print(e)
ns = {"__builtins__": {"print": print, "len": len}}
exec("def f(s):\n    return len(s)\nprint(f('abcd'))", ns)
print(ns["f"]("xy"))
try:
    exec("print(sorted([2, 1]))", ns)
except NameError as e:
    print(e)
f = eval
y = 5
print(f("y + 1"))
def h():
    z = 3
    return f("z * 2")
print(h())
e = exec
def k():
    e("print(y)")
k()
print(list(map(eval, ["y * 10", "len('abc')"])))
def scope():
    a, b = 2, 3
    g = eval
    return g("a * b"), g("b")
print(scope())
e("w = 42")
print(w)
print(eval("[x, x]", {"x": 4}))
