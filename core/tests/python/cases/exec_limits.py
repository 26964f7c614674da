# Deep nesting and recursion inside eval/exec end in CPython's errors, not a crash.
try:
    eval("(" * 10000 + ")" * 10000)
except (SyntaxError, RecursionError, MemoryError) as e:
    print(type(e).__name__)
d = {}
exec("def r(n):\n    return r(n + 1)\n", d)
try:
    d["r"](0)
except RecursionError as e:
    print("RecursionError:", e)
try:
    print(eval("+".join(["1"] * 5000)))
except RecursionError as e:
    print("RecursionError:", e)
print(eval("+".join(["1"] * 50)))
