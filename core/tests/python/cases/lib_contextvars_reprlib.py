import contextvars, reprlib
var = contextvars.ContextVar("var", default="dflt")
print(var.get(), var.name)
tok = var.set("one")
print(var.get(), tok.var is var, tok.old_value is contextvars.Token.MISSING)
ctx = contextvars.copy_context()
def show(x):
    var.set(x)
    return var.get()
print(ctx.run(show, "inside"), var.get(), ctx[var], var in ctx, len(ctx) >= 1)
var.reset(tok)
print(var.get())
v2 = contextvars.ContextVar("v2")
try:
    v2.get()
except LookupError as e:
    print("LookupError", e.args[0] is v2)
print(v2.get(42))
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(10)}))
print(reprlib.repr(set(range(20))), reprlib.repr((1, 2, 3, 4, 5, 6, 7)), reprlib.repr([[1, [2, [3, [4]]]]]))
r = reprlib.Repr()
r.maxlist = 3
r.maxstring = 10
print(r.repr([1, 2, 3, 4, 5]), r.repr("abcdefghijklmnop"), r.repr(2 ** 200))
class Node:
    def __init__(self):
        self.children = [self]
    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Node({self.children})"
print(Node())
