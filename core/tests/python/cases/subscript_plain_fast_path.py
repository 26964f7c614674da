# d[k] / xs[i] the VM's fast path answers, and the cases it leaves to the general path.
d = {"a": 1, 1: "one"}
d[1.0] = "float one"
d[True] = "true one"
print(d)
d["b"] = 2
d["a"] += 10
print(d["a"], d["b"], d[1], d[True], len(d))
k = "".join(["a"])
print(d[k])
xs = [1, 2, 3]
xs[-1] = 30
xs[0] += 5
print(xs[-1], xs[0], xs[-3], xs)
t = (4, 5)
print(t[-1], t[1], t[0])
nested = {"x": [10, 20], "y": {"z": 3}}
nested["x"][1] = 21
nested["y"]["z"] *= 2
print(nested)
bad = [
    lambda: xs[3],
    lambda: xs[-4],
    lambda: d["zz"],
    lambda: t[2],
    lambda: xs["a"],
    lambda: t[-3],
    lambda: d[[1]],
]
for thunk in bad:
    try:
        thunk()
    except Exception as e:
        print(type(e).__name__, e)
try:
    xs[5] = 1
except IndexError as e:
    print("IndexError", e)
try:
    d[{}] = 1
except TypeError as e:
    print("TypeError", e)
