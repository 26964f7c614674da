import types, reprlib, keyword
ns = types.SimpleNamespace(a=1, b='x')
ns.c = [1]
print(ns, ns == types.SimpleNamespace(a=1, b='x', c=[1]), vars(ns))
print(types.SimpleNamespace(), repr(types.SimpleNamespace(z=types.SimpleNamespace(y=2))))
mp = types.MappingProxyType({'k': 1})
print(mp, mp['k'], len(mp), list(mp.items()), mp.get('q', 0), dict(mp) | {'x': 2})
try:
    mp['k'] = 2
except TypeError as e:
    print('TypeError', e)
print(types.FunctionType.__name__, type(len) is types.BuiltinFunctionType, isinstance((x for x in ()), types.GeneratorType))
m = types.ModuleType('mymod', 'doc here')
m.x = 1
print(m.__name__, m.__doc__, m.x, repr(m))
class K:
    def meth(self): pass
print(type(K().meth) is types.MethodType, types.new_class('Dyn', (K,)).__mro__[1] is K)
print(types.NoneType, types.EllipsisType, types.NotImplementedType)
r = reprlib.Repr(); r.maxlist = 3; r.maxstring = 10
print(r.repr(list(range(10))), r.repr('abcdefghijklmnop'), reprlib.repr(list(range(100))), reprlib.repr('x' * 100))
print(reprlib.repr({i: i for i in range(10)}), reprlib.repr(set(range(10))), reprlib.repr(tuple(range(10))), reprlib.repr([[[[[1]]]]]))
print(reprlib.repr(10 ** 50), reprlib.repr(frozenset(range(8))), reprlib.repr(b'x' * 50))
class R:
    @reprlib.recursive_repr()
    def __repr__(self): return f'R({self.items!r})'
x = R(); x.items = [1, x]
print(repr(x))
print(keyword.iskeyword('for'), keyword.iskeyword('match'), keyword.issoftkeyword('match'), len(keyword.kwlist), keyword.softkwlist)
print(keyword.kwlist[:5])
print(types.GenericAlias(list, (int,)), list[int] == types.GenericAlias(list, (int,)), type(int | None).__name__)
