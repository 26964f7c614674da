import ast
ns = {"x": 10}
exec("y = x * 2\ndef f(a):\n    return a + y\n", ns)
print(ns["y"], ns["f"](1), sorted(k for k in ns if k != "__builtins__"))
print(eval("x + y", ns), eval("[i * i for i in range(n)]", {"n": 4}), eval("len(s)", {"s": "abc"}, {}))
code = compile("a + b", "<expr>", "eval")
print(code.co_filename, eval(code, {"a": 1, "b": 2}), type(code).__name__)
try:
    eval("1 +", {})
except SyntaxError as e:
    print("SyntaxError:", e.msg, e.lineno)
try:
    exec("def g(:\n  pass")
except SyntaxError as e:
    print("SyntaxError:", e.msg, e.lineno)
try:
    eval("undefined_var", {})
except NameError as e:
    print("NameError:", e)
print(ast.literal_eval("{'a': [1, 2.5, (3, None)], 'b': {True, False}}"), ast.literal_eval("-5 + 3j"))
try:
    ast.literal_eval("__import__('os')")
except ValueError as e:
    print("ValueError:", str(e)[:40])
g = {}
exec("import math\nr = math.floor(2.7)", g)
print(g["r"], "math" in g)
def scope_test():
    local_v = 1
    return sorted(locals()), "scope_test" in globals()
print(scope_test())
src = "def sq(n):\n    '''square'''\n    return n * n\n"
exec(src)
print(sq(7), sq.__doc__, sq.__name__)
print(eval("(lambda q: q ** 2)(9)"), repr(eval("'%s-%s' % (1, 2)")))
