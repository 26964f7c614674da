import types, sys
m = types.ModuleType("q", "docs")
print(m, sorted(vars(m).items()), isinstance(m, types.ModuleType), type(m) is type(sys))
for args in [(), (1,), ("a", "b", "c")]:
    try:
        types.ModuleType(*args)
    except TypeError as e:
        print(type(e).__name__, e)
print(types.ModuleType(name="z").__name__)
