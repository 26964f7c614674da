# The classes of built-in values that no program constructs: functions, methods, modules,
# iterators, views. type() names them as CPython does, and iter() of an iterator is itself.
import sys
import math
import types

print(type(len), type([].append), type(sys), type(iter([])))
print(types.BuiltinFunctionType, types.ModuleType, types.BuiltinMethodType)
it = iter([1, 2])
print(iter(it) is it, next(iter(it)), next(it))
for x in [iter((1,)), iter(range(3)), iter("ab"), iter("é"), iter({1: 2}), iter({1}),
          iter({}.items()), iter({}.values()), iter(frozenset()), reversed([1]), reversed((1,)),
          reversed("ab"), reversed({1: 2}), reversed({}.items()), enumerate([]), zip([1])]:
    print(type(x).__name__, iter(x) is x)
print(type(reversed(range(3))), list(reversed(range(1, 10, 3))), list(reversed(range(0))))
print(list(reversed(range(5, 1, -2))), list(reversed(range(-3, 8, 4))))
print(isinstance(len, type(len)), isinstance(iter([]), type(iter([]))))
print(isinstance(iter(()), type(iter([]))), isinstance([].append, type(len)))
print(type(NotImplemented), type(...), type({}.keys()), type({}.values()), type({}.items()))
print(type(int), type(type), type(list), type(ValueError))
print(isinstance(int, type), isinstance(type, type), isinstance(str, type), isinstance(3, type))
print(isinstance(len, type), isinstance(ValueError, type))


class A:
    pass


print(isinstance(A, type), isinstance(A(), type), issubclass(type(A), type))
m = vars(math)
print(m["pi"], m["__name__"], "sqrt" in m, math.__dict__["e"], type(m))
print(sorted(k for k in vars(math) if not k.startswith("_"))[:6])
try:
    vars(3)
except TypeError as e:
    print(e)
