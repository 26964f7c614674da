import importlib.util
print(importlib.util.find_spec("no_such_mod_abc"))
print(importlib.util.find_spec("json").name)
