# types: the built-in type names (isinstance), SimpleNamespace and MappingProxyType.
import sys
import types
from types import SimpleNamespace, MappingProxyType


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


def f():
    pass


def gen():
    yield 1


async def coro():
    pass


class A:
    def m(self):
        pass


print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(len, types.FunctionType))
print(isinstance(A().m, types.MethodType), isinstance(f, types.MethodType), isinstance(A.m, types.FunctionType))
print(isinstance(len, types.BuiltinFunctionType), isinstance([].append, types.BuiltinMethodType), isinstance(f, types.BuiltinFunctionType))
print(isinstance(gen(), types.GeneratorType), isinstance(f(), types.GeneratorType), isinstance(iter([]), types.GeneratorType))
c = coro()
print(isinstance(c, types.CoroutineType), isinstance(gen(), types.CoroutineType))
c.close()
print(isinstance(sys, types.ModuleType), isinstance(types, types.ModuleType), isinstance(A, types.ModuleType))
print(isinstance(None, types.NoneType), isinstance(NotImplemented, types.NotImplementedType), isinstance(..., types.EllipsisType))
print(types.FunctionType is types.LambdaType, types.FunctionType, types.GeneratorType, types.NoneType, types.CoroutineType)
print(types.FunctionType.__name__, types.MethodType.__name__, types.ModuleType.__name__, types.BuiltinFunctionType.__name__)

ns = SimpleNamespace(b=1, a="x", c=[1, 2])
print(ns, repr(ns), str(ns), ns.a, ns.b, ns.c)
ns.d = 4.5
del ns.b
print(ns, vars(ns), ns.__dict__)
print(SimpleNamespace(), SimpleNamespace() == SimpleNamespace(), SimpleNamespace(x=1) == SimpleNamespace(x=1))
print(SimpleNamespace(x=1) == SimpleNamespace(x=2), SimpleNamespace(x=1) != SimpleNamespace(x=1), SimpleNamespace(x=1) == {"x": 1})
print(SimpleNamespace(x=1, y=2) == SimpleNamespace(y=2, x=1))
t("positional", lambda: SimpleNamespace({"a": 1}))
t("missing", lambda: getattr(SimpleNamespace(a=1), "b", "default"))
t("kwargs dict", lambda: SimpleNamespace(**{"a": 1, "b-c": 2}))
inner = SimpleNamespace(x=SimpleNamespace(y=SimpleNamespace()))
print(inner, inner.x.y)
loop = SimpleNamespace(name="loop")
loop.me = loop
print(loop)


class Point(SimpleNamespace):
    pass


p = Point(x=1, y=2)
print(p, p == SimpleNamespace(x=1, y=2), isinstance(p, SimpleNamespace))
print(getattr(ns, "a"), hasattr(ns, "zz"), sorted(k for k in vars(ns)))

d = {"a": 1, "b": 2}
mp = MappingProxyType(d)
print(mp, repr(mp), str(mp), len(mp), mp["a"], mp.get("z"), mp.get("z", 0), "a" in mp, "q" in mp)
print(list(mp), list(mp.keys()), list(mp.values()), list(mp.items()), mp.copy(), list(reversed(mp)))
d["c"] = 3
print(mp, len(mp), mp == {"a": 1, "b": 2, "c": 3}, mp != d, mp | {"z": 0}, {"z": 0} | mp)


def store():
    mp["a"] = 5


def delete():
    del mp["a"]


t("setitem", store)
t("delitem", delete)
t("missing key", lambda: mp["nope"])
t("list arg", lambda: MappingProxyType([1, 2]))
t("int arg", lambda: MappingProxyType(5))
t("hash", lambda: hash(mp))
print(type(mp).__name__, MappingProxyType(MappingProxyType({1: 2})))
print(sorted(n for n in types.__all__ if n in ("SimpleNamespace", "MappingProxyType", "FunctionType")))
