# eval of expressions: the caller's globals and locals, explicit dicts, builtins.
x = 10
print(eval("x + 1"))
print(eval("  x * 2"))
print(eval("[i * i for i in range(4)]"))
print(eval("len('abc') + abs(-2)"))


def f(a):
    b = a * 3
    return eval("a + b + x")


print(f(2))
print(eval("y + z", {"y": 1}, {"z": 2}))
print(eval("y", {"y": 5}))
g = {"k": 7}
print(eval("k * k", g))
print(sorted(k for k in g if k != "__builtins__"))
print("__builtins__" in g, type(g["__builtins__"]).__name__)
print(eval("(lambda q: q + k)(1)", g))
print(eval("1 if True else 2"), eval("'a' 'b'"), eval("{1: 2}"))
print(eval("x", {"x": "inner"}), x)
