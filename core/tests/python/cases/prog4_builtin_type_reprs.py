# reprs and type names of builtin objects
d = {"a": 1, "b": 2}
print(d.keys(), d.values(), d.items(), type(d.keys()).__name__)
print(type(iter(d)).__name__, type(iter([])).__name__, type(iter(())).__name__, type(iter("")).__name__, type(iter(range(1))).__name__)
print(type(reversed([])).__name__, type(zip()).__name__, type(map(str, [])).__name__, type(filter(None, [])).__name__, type(enumerate([])).__name__)
print(type(x for x in []).__name__, type(len).__name__, type([].append).__name__, type(lambda: 0).__name__)
print(type(None).__name__, type(...).__name__, type(NotImplemented).__name__, type(1j).__name__, type(b"").__name__, type(bytearray()).__name__)
print(range(5), range(1, 5, 2), repr(range(0)), slice(1, 2), slice(None), Ellipsis, NotImplemented)
print(int, str, type, object, type(int), type(type), len, print)
class Foo:
    def meth(self): pass
    class Inner: pass
print(Foo, Foo.Inner, Foo.meth.__qualname__, Foo.Inner.__qualname__, type(Foo.meth).__name__, type(Foo().meth).__name__)
l = [1, 2]; l.append(l)
print(l, repr(l))
dd = {"k": 1}; dd["self"] = dd
print(dd)
t = ([],); t[0].append(t)
print(t)
print(repr("a'b"), repr('a"b'), repr("a'b\"c"), repr("\n\t\\"), repr("\x00\x7f\x80é"), repr("\u200b"))
print(repr(b"a'b"), repr(b'a"b\'c'), repr(b"\x00\xff\n"), repr(bytearray(b"xy")), repr(memoryview(b"")).startswith("<memory at"))
print(repr(1.0), repr(-0.0), repr(1e100), repr(1.5e-10), repr(float("nan")), repr(float("-inf")), repr(2 ** 70))
print(repr(set()), {1, 2, 3}, frozenset({1}), repr(frozenset()), [None, True, ...], (1,), ())
print(str(1 == 1), str(None), repr(print).startswith("<built-in function"), repr(str.upper))
print(type(1) is int, type(True).__mro__, bool.__bases__, int.__subclasses__ is not None)
print(type(vars(Foo())).__name__, type(Foo.meth.__code__).__name__)
def gen(): yield
print(repr(gen.__name__), gen.__qualname__, type(gen()).__name__, gen.__defaults__, gen.__kwdefaults__)
class P:
    def __repr__(self): return "P!"
print([P()], {P(): P()}, (P(),), {"x": [P(), (P(),)]})
print(str([1.0, "s", b"b", None]), f"{[1, 'a']}", "%s" % ([1, "x"],), format([1], ""))
class S(str): pass
class I(int):
    def __repr__(self): return f"I({int(self)})"
class L(list): pass
print(repr(S("x")), I(5), I(5) + 1, type(I(5) + 1).__name__, L([1, 2]), type(L([1]) + [2]).__name__, type(L([1])[:]).__name__)
print(S("ab").upper(), type(S("ab").upper()).__name__, type(S("ab") + "c").__name__, str(I(3)), f"{I(7)}", "%d" % I(2))
class D(dict):
    def __missing__(self, key):
        return f"<{key}>"
dm = D(a=1)
print(dm["a"], dm["zz"], dm.get("zz"), dm, "zz" in dm, repr(D()))
import collections
print(collections.OrderedDict(a=1), collections.Counter("aab"), collections.deque([1], maxlen=3), collections.defaultdict(list))
print(object.__name__, type(object()).__name__, object().__class__.__name__, repr(type("Dyn", (), {})))
