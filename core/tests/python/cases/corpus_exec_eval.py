code = """
def sq(x):
    return x * x
result = [sq(i) for i in range(5)]
"""
ns = {}
exec(code, ns)
print(ns["result"], "sq" in ns, "__builtins__" in ns)
print(eval("1 + 2 * 3"), eval("x * y", {"x": 3, "y": 4}), eval("len(s)", {}, {"s": "abc"}))
loc = {}
exec("a = 1\nb = a + 1", {}, loc); print(loc)
try:
    eval("undefined_var")
except NameError as e:
    print(e)
try:
    exec("import nonexistent_mod_xyz")
except ModuleNotFoundError as e:
    print(e, e.name)
co = compile("3 ** 2", "<expr>", "eval"); print(eval(co), co.co_filename)
co2 = compile("print('from compiled')", "<s>", "exec"); exec(co2)
g = {"__builtins__": {}}
try:
    eval("len([1])", g)
except NameError as e:
    print(e)
x = 10
def f():
    x = 20
    return eval("x"), eval("x", globals())
print(f())
print(eval("[i for i in range(3)]"), eval("lambda v: v + 1")(1), eval("'%s' % 5"), eval("{'a': 1}")["a"])
exec("class K:\n    v = 7\nprint(K.v)")
print(repr(eval("'a' 'b'")), eval("0x1F + 0o7 + 0b1"), eval("not True or 1"), eval("1 if 0 else 2"))
src = "total = 0\nfor i in range(4):\n    total += i\n"
env = {}; exec(src, env); print(env["total"])
print(globals()["x"], "f" in dir(), type(globals()).__name__)
