# Names, modules and dunder aliases of operator's functions; getters' reprs, pickling, errors.
import operator, pickle

names = ["lt", "le", "eq", "ne", "ge", "gt", "is_", "is_not", "add", "sub", "mul", "matmul",
         "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and_", "or_", "xor", "neg",
         "pos", "inv", "invert", "not_", "iadd", "isub", "imul", "imatmul", "itruediv",
         "ifloordiv", "imod", "ipow", "ilshift", "irshift", "iand", "ior", "ixor", "concat",
         "iconcat", "abs", "index", "truth", "contains", "countOf", "indexOf", "getitem",
         "setitem", "delitem", "call", "length_hint"]
for n in names:
    f = getattr(operator, n)
    d = getattr(operator, "__%s__" % n.rstrip("_"), None)
    print(n, f.__name__, "alias" if d is f else "no-alias" if d is None else "other")
print(sorted(operator.__all__) == sorted(set(operator.__all__)), len(operator.__all__))
for n in ["add", "is_not", "itemgetter", "neg", "ixor"]:
    print(n, pickle.loads(pickle.dumps(getattr(operator, n))) is getattr(operator, n))

class M:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return M(self.v * o.v)
    def __imatmul__(self, o): self.v += o.v; return self
m = M(3)
print(operator.matmul(m, M(4)).v, operator.imatmul(m, M(4)) is m, m.v)
print(operator.is_not(None, 0), operator.not_(""), operator.inv(-1), operator.pos(True))
lst = [1, 2]
print(operator.imul(lst, 3) is lst, lst, operator.imul(lst, 0), lst)
print(operator.iadd((1,), (2,)), operator.ipow(2, 5), operator.ifloordiv(-7, 2))

print(operator.itemgetter(None)({None: "n"}), operator.itemgetter(0, -1)("abc"))
print(repr(operator.itemgetter("a", 2)), repr(operator.attrgetter("x.y", "z")))
print(repr(operator.methodcaller("split", ",", maxsplit=1)))
print(operator.methodcaller("split", ",", maxsplit=1)("a,b,c"))
class P:
    pass
p = P(); p.a = P(); p.a.b = 7; p.c = "c"
print(operator.attrgetter("a.b")(p), operator.attrgetter("c", "a.b")(p))
for g in [operator.itemgetter(1, 0), operator.attrgetter("real"),
          operator.methodcaller("count", "a"), operator.methodcaller("replace", "a", new="b")]:
    g2 = pickle.loads(pickle.dumps(g))
    print(repr(g2) == repr(g))
for f, args in [(operator.itemgetter, ()), (operator.attrgetter, ()), (operator.attrgetter, (1,)),
                (operator.methodcaller, ()), (operator.methodcaller, (3,)),
                (operator.length_hint, ([], 1.5)), (operator.iconcat, (1, [2])),
                (operator.index, ("3",)), (operator.indexOf, ((), 0))]:
    try:
        print(f(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class BadHint:
    def __init__(self, v): self.v = v
    def __length_hint__(self): return self.v
for v in [-1, "x", NotImplemented, 4]:
    try:
        print(operator.length_hint(BadHint(v), 9))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    operator.attrgetter("missing")(p)
except AttributeError as e:
    print("AttributeError", e)
