d = {1: 'a', 'k': 'b', (1, 2): 'c', 2.0: 'd', None: 'e'}
print(d.get(1), d.get(1.0), d.get(True), d.get('k'), d.get((1, 2)), d.get(2), d.get(None), d.get('zz', 5), d.get(3))
class K:
    def __hash__(self): return hash(1)
    def __eq__(self, o): print('eq called'); return o == 1
print(d.get(K()))
try: d.get([1])
except TypeError as e: print(e)
try: d.get()
except TypeError as e: print(e)
try: d.get(1, 2, 3)
except TypeError as e: print(e)
print(dict.get(d, 'k'), type(1) is int, type('') is str, type(1.5) is float, id(type(1)) == id(type(2)))
import copy
print(copy.deepcopy({'a': [1, (2, 3)], 'b': {4, 5}}))
class M(dict):
    def __missing__(self, k): return 'missing'
m = M(a=1); print(m.get('b'), m['b'])
e = {}; e[K()] = 'kk'; print(e.get(1))
