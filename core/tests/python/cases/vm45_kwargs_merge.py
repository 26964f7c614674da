def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

def f(a=0, **kw): return a, kw
def g(*args, **kw): return args, kw
class C:
    def m(self, a=0, **kw): return a, kw
t('dup after', lambda: f(**{'a': 1}, a=2))
t('dup before', lambda: f(a=2, **{'a': 1}))
t('dup two maps', lambda: f(**{'a': 1}, **{'a': 2}))
t('dup kw only', lambda: g(**{'x': 1}, **{'x': 2}))
t('dup in kw', lambda: g(x=1, **{'x': 2}))
t('nonstr', lambda: f(**{1: 2}))
t('nonstr g', lambda: g(**{1: 2}))
t('nonstr second', lambda: g(**{'a': 1}, **{(1,): 2}))
t('method dup', lambda: C().m(**{'a': 1}, a=2))
t('builtin dup', lambda: dict(**{'a': 1}, a=2))
t('builtin nonstr', lambda: dict(**{1: 2}))
t('print dup', lambda: print(**{'sep': 1}, sep=2))
t('lambda dup', lambda: (lambda **k: k)(**{'a': 1}, a=3))
t('not mapping', lambda: f(**[1]))
t('not mapping2', lambda: f(**None))
t('class dup', lambda: type('K', (), {'__init__': lambda self, **k: None})(**{'a': 1}, a=2))
t('ok', lambda: f(**{'b': 1}, c=2))
t('positional too', lambda: f(1, **{'a': 2}))
from collections import OrderedDict
t('ordered dup', lambda: f(**OrderedDict(a=1), a=2))
t('display ok', lambda: {**{'a': 1}, 'a': 2, **{'a': 3}})
t('call merge order', lambda: g(1, *[2], x=1, **{'y': 2}, z=3, **{'w': 4}))
t('nested name', lambda: (lambda: f(**{'a': 1}, **{'a': 1}))())
