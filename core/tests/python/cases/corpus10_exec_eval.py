ns = {}
exec("x = 5\ndef f(y): return x + y", ns)
print(ns["f"](2), sorted(k for k in ns if k != "__builtins__"))
print(eval("a * b", {"a": 3}, {"b": 4}), eval("[i*i for i in range(3)]"))
code = compile("1 + 2", "<s>", "eval")
print(eval(code), type(code).__name__)
for src in ["x = = 1", "def f(:", "return 5", "print('a' 'b'", "x = 1\n  y = 2", "f(**{}, *[])", "a + = 1", "x +"]:
    try:
        compile(src, "<test>", "exec")
        print("ok", repr(src))
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset)
def scope():
    v = 1
    print(sorted(locals()))
    exec("v = 2")
    print(v)
scope()
print("__name__" in globals(), __name__)
g = {"__builtins__": {"len": len}}
try:
    exec("print(1)", g)
except NameError as e:
    print(e)
exec("r = len('abc')", g); print(g["r"])
