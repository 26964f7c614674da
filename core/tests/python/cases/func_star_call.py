def f(a, b, c):
    return a + b + c
args = [1, 2]
kw = {"c": 10}
print(f(*args, 3), f(*args, **kw), f(**{"a": 1, "b": 1, "c": 1}), f(1, *[2], *[3]))
