import builtins

_orig_len = builtins.len
calls = []

def traced_len(obj):
    calls.append(type(obj).__name__)
    return _orig_len(obj)

builtins.len = traced_len
print(len([1, 2, 3]), len("abcd"))
def inner(x):
    return len(x) * 2
print(inner({1: 2}))
print(calls)
builtins.len = _orig_len
print(len((1, 2)), calls)

len = lambda o: -1
print(len("x"))
del len
print(len("xyz"))
print(hasattr(builtins, "print"), builtins.abs(-3))
builtins.my_helper = lambda: "helper!"
print(my_helper())
