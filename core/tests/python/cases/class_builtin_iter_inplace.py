class L(list):
    def __iter__(self):
        return iter([9, 8])
    def __reversed__(self):
        return iter([7])
    def __len__(self):
        return 42
    def __contains__(self, x):
        return x == 'magic'
l = L([1, 2, 3])
print(set(l), frozenset(l), tuple(l), list(l), sorted(l))
a = [0]; a += l; print(a)
a = [0]; a.extend(l); print(a)
print(list(reversed(l)), len(l), 'magic' in l, 1 in l)
print(sum(l), min(l), max(l), any(l), all(l), dict.fromkeys(l))
print([*l], {*l}, (*l,))
x, y = l; print(x, y)
print(' '.join(map(str, l)), list(enumerate(l)), list(zip(l, l)))
class D(dict):
    def __iter__(self):
        return iter(['z'])
    def keys(self):
        return ['k']
    def __getitem__(self, k):
        return 'got-' + k
d = D(a=1)
print(list(d), dict(d), {**d}, set(d))
e = {}; e.update(d); print(e)
class S(str):
    def __iter__(self):
        return iter('XY')
s = S('abc')
print(list(s), set(s) == {'X','Y'}, ''.join(s), tuple(s))
class T(tuple):
    def __iter__(self):
        return iter((5,))
t = T((1, 2))
print(list(t), set(t), [*t], sum(t))
class St(set):
    def __iter__(self):
        return iter([100])
st = St({1, 2})
print(list(st), sorted(st), frozenset(st), set(st) == {1,2})
b = L([4]); c = [1] + list(b); print(c)
def f(*args): return args
print(f(*l), f(*t))
class L(list): pass
class S(set): pass
class D(dict): pass
x = L([1]); r = x.__iadd__(L([2])); print(r, r is x, type(r).__name__)
x = L([1]); r = x.__imul__(2); print(r, r is x)
s = S({1}); r = s.__ior__({2}); print(sorted(r), r is s, type(r).__name__)
s = S({1, 2}); r = s.__iand__(S({2})); print(r, r is s)
s = S({1, 2}); r = s.__isub__({2}); print(r, r is s)
d = D(a=1); r = d.__ior__({'b': 2}); print(r, r is d, type(r).__name__)
print(L([1]).__iadd__(5) if False else '')
try: L([1]).__iadd__(5)
except TypeError as e: print(e)
print(S({1}).__ior__([2]))
print([1].__iadd__((2,)), [1].__iadd__('ab'))
print({1}.__ior__([2]))
class T(list):
    def __iadd__(self, o):
        print('own iadd'); return super().__iadd__(o)
t = T([0]); t += [1]; print(t, type(t).__name__)
t2 = T([0]); r = t2.__iadd__(iter([3])); print(r)
