import importlib
try:
    importlib.import_module(".x")
except TypeError as e:
    print(e)
try:
    importlib.import_module("no_such_mod_abc")
except ModuleNotFoundError as e:
    print(e)
