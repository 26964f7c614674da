class S(set): pass
class D(dict): pass
class F(frozenset): pass
for f in (lambda: S({1}) | [2], lambda: [2] | S({1}), lambda: D(a=1) | [('b', 2)], lambda: S({1}) & {1, 2}, lambda: {1,2} - S({1}), lambda: F({1}) ^ S({2}), lambda: D(a=1) | {'c': 3}, lambda: {'c': 3} | D(a=1), lambda: S({1}) - 1):
    try: r = f(); print(sorted(r.items()) if isinstance(r, dict) else sorted(r), type(r).__name__)
    except TypeError as e: print(e)
d = D(a=1); d |= [('b', 2)]; print(d, type(d).__name__)
class M(list): pass
m = M([0]); n = m; m += (x for x in [1, 2]); print(m, type(m).__name__, n is m)
m *= 2; print(m, type(m).__name__)
class It:
    def __iter__(self): return iter('ab')
m += It(); print(m, type(m).__name__)
s = S({1}); s |= S({5}); print(sorted(s), type(s).__name__)
class It:
    def __iter__(self): return iter([1, 2])
a = [0]; b = a; a += It(); print(a, b is a)
class L(list):
    def __iter__(self): return iter([9])
a = [0]; b = a; a += L([5]); print(a, b is a)
class R(list):
    def __radd__(self, o): return 'radd'
a = [0]; a += R([5]); print(a)
try:
    a = [0]; a += 5
except TypeError as e: print(e)
x = (1,); x += L([3]); print(x)
