funcs = {}
for name in ["a", "b"]:
    funcs[name] = lambda name=name: name.upper()
print(funcs["a"](), funcs["b"]())
