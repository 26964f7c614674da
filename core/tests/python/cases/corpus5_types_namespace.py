import types, operator, weakref, sys
ns = types.SimpleNamespace(a=1, b="two")
ns.c = [3]
print(ns, ns.a, vars(ns), ns == types.SimpleNamespace(a=1, b="two", c=[3]), "b" in vars(ns))
del ns.a
print(ns, hasattr(ns, "a"), getattr(ns, "a", "gone"))
def make_module():
    m = types.ModuleType("plugins", "doc here")
    m.VALUE = 5
    exec("def helper(x):\n    return x * VALUE", m.__dict__)
    return m
mod = make_module()
print(mod.__name__, mod.__doc__, mod.helper(3), isinstance(mod, types.ModuleType))
mp = types.MappingProxyType({"k": 1})
print(mp["k"], len(mp), dict(mp))
try:
    mp["k"] = 2
except TypeError as e:
    print(e)
def f(): pass
print(isinstance(f, types.FunctionType), isinstance(len, types.BuiltinFunctionType), isinstance((x for x in []), types.GeneratorType), isinstance(lambda: 0, types.LambdaType))
class C:
    def m(self): return 1
print(isinstance(C().m, types.MethodType), type(C.__dict__).__name__, types.MethodType(lambda self: self.__class__.__name__, C())())
Dyn = types.new_class("Dyn", (C,), {}, lambda ns: ns.update({"x": 42}))
print(Dyn.__name__, Dyn().x, Dyn().m(), Dyn.__bases__)
Point = type("Point", (), {"__init__": lambda self, x: setattr(self, "x", x), "__repr__": lambda self: f"Point({self.x})"})
print(Point(3), type(Point(1)).__name__, Point.__mro__[-1])
print(operator.add(1, 2), operator.concat("a", "b"), operator.contains([1], 1), operator.getitem({"k": 3}, "k"), operator.not_(0), operator.truth([]), operator.index(5), operator.neg(2), operator.pos(-1))
lst = [1, 2, 3]
operator.setitem(lst, 0, 9); operator.delitem(lst, 1)
print(lst, operator.iadd([1], [2]), operator.is_(None, None), operator.length_hint(iter([1, 2, 3])), operator.countOf([1, 1, 2], 1), operator.indexOf("abc", "c"))
f2 = operator.attrgetter("real", "imag")
print(f2(3 + 4j), operator.itemgetter(slice(1, 3))("abcd"), operator.methodcaller("replace", "a", "o")("banana"))
class Cache:
    pass
obj = Cache()
r = weakref.ref(obj)
print(r() is obj, type(r).__name__)
d = weakref.WeakValueDictionary()
d["o"] = obj
print(len(d), "o" in d)
del obj
print(r(), len(d))
print(sys.version_info >= (3, 11), sys.version_info[:2], type(sys.argv).__name__, sys.byteorder, isinstance(sys.path, list), sys.platform != "", sys.float_info.max > 1e308, sys.int_info.bits_per_digit > 0)
print(sys.float_info.epsilon, sys.float_info.dig, sys.maxsize.bit_length(), sys.getrecursionlimit() > 0, "sys" in sys.modules, sys.flags.optimize)
