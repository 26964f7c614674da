# A function defined by exec recurses without end: RecursionError, the program survives it.
# reference: cpython
# exit: 1
# error: RecursionError: maximum recursion depth exceeded
d = {}
exec("def r(n):\n    return r(n + 1)\n", d)
try:
    d["r"](0)
except RecursionError:
    print("caught")
exec("def s():\n    return eval('s()')\n", d)
d["s"]()
