import inspect, json, collections
def f(x):
    return x + 1
class A:
    def m(self): pass
print(inspect.getmodule(f).__name__, inspect.getmodule(A).__name__, inspect.getmodule(json).__name__)
print(inspect.getmodule(json.dumps).__name__, inspect.getmodule(collections.OrderedDict).__name__, inspect.getmodule(3))
print(inspect.getfile(f), inspect.getfile(A().m), inspect.getfile(f.__code__))
try:
    inspect.getfile(3)
except TypeError as e:
    print(e)
try:
    inspect.getfile(A)
except OSError as e:
    print("OSError", e)
print([n for n, _ in inspect.getmembers(A, inspect.isfunction)], inspect.stack()[0].function)
