# map and filter objects are of their own types (repr, type, isinstance), as CPython's; a program's
# own generator of the same name is still a generator.
m = map(str, [1, 2]); f = filter(None, [0, 1]); f2 = filter(lambda x: x, [1])
print(type(m), type(f), type(f2), isinstance(m, map), isinstance(f, filter), isinstance(m, filter))
print(repr(m).startswith("<map object at 0x"), repr(f).startswith("<filter object at 0x"))
print(type(map(pow, [2], [3])).__name__, list(m), list(f), next(f2))
def gen():
    yield 1
print(type(gen()).__name__, repr(gen()).startswith("<generator object gen at"))
def _map1(x):
    yield x
print(type(_map1(1)).__name__)
import types
print(isinstance(m, types.GeneratorType), hasattr(m, "__next__"), iter(m) is m)
