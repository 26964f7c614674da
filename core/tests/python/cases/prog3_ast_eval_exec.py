import ast
print(ast.literal_eval("[1, 2.5, 'x', (True, None), {'k': -3}, {1, 2}]"), ast.literal_eval("1 + 2j"), ast.literal_eval(" -5 "))
for bad in ["__import__('os')", "a + 1", "[x for x in y]"]:
    try:
        ast.literal_eval(bad)
    except ValueError as e:
        print(type(e).__name__, str(e)[:40])
ns = {}
exec("def sq(n):\n    return n * n\nresult = [sq(i) for i in range(4)]", ns)
print(ns["result"], ns["sq"](9), sorted(k for k in ns if not k.startswith("__")))
print(eval("a * b + c", {"a": 2, "b": 3}, {"c": 4}), eval("len('abc')"), eval("[i for i in range(3)]"))
code = compile("total = sum(range(n))", "<calc>", "exec")
env = {"n": 5}
exec(code, env)
print(env["total"], code.co_filename, compile("1+1", "<e>", "eval").co_name if False else eval(compile("1+1", "<e>", "eval")))
try:
    eval("1 +")
except SyntaxError as e:
    print(type(e).__name__, e.msg)
try:
    exec("x = undefined_name", {})
except NameError as e:
    print(type(e).__name__, e)
safe_env = {"__builtins__": {"abs": abs}}
print(eval("abs(-3)", safe_env))
try:
    eval("open", safe_env)
except NameError as e:
    print(type(e).__name__, e)
def make_func(expr, *params):
    src = f"def _f({', '.join(params)}):\n    return {expr}\n"
    g = {}
    exec(src, g)
    return g["_f"]
f = make_func("x ** 2 + y", "x", "y")
print(f(3, 1), f.__name__)
