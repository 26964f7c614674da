import importlib
print(importlib.import_module("json").dumps([1, 2]))
print(importlib.import_module("os.path").join("a", "b"))
print(importlib.import_module(".path", "os").join("c", "d"))
mods = [importlib.import_module(n) for n in ("math", "string")]
print(mods[0].pi > 3, mods[1].digits)
