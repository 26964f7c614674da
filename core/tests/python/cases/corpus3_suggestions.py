class Config:
    def __init__(self):
        self.verbose = True
        self.timeout = 30

cfg = Config()
values = [1, 2, 3]
try:
    values.apend(4)
except AttributeError as e:
    print(type(e).__name__, e, e.name)
try:
    cfg.timout
except AttributeError as e:
    print(type(e).__name__, e, e.name)
try:
    import math
    math.sqroot(4)
except AttributeError as e:
    print(type(e).__name__, e)
counter = 0
try:
    print(countr)
except NameError as e:
    print(type(e).__name__, e, e.name)
def helper():
    local_value = 5
    return local_valu
try:
    helper()
except NameError as e:
    print(type(e).__name__, e)
try:
    from json import loadz
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0], e.name)
try:
    import nonexistent_module_xyz
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
print(cfg.tiemout)
