from collections import Counter, OrderedDict, ChainMap, deque, defaultdict, UserDict
for a in [Counter(a=1), OrderedDict(a=1), ChainMap({'a': 1}), deque([1]), defaultdict(int)]:
    for b in [1, 'x', [1], {1}, None, {'k': 2}]:
        for op in ['+', '-', '|', '&']:
            try:
                r = eval('a ' + op + ' b')
                print(type(a).__name__, op, repr(b), '->', r)
            except TypeError as e:
                print(type(a).__name__, op, repr(b), 'TypeError', e)
            try:
                r = eval('b ' + op + ' a')
                print(repr(b), op, type(a).__name__, '->', r)
            except TypeError as e:
                print(repr(b), op, type(a).__name__, 'TypeError', e)
c = Counter(a=1)
for op in ['+=', '-=', '|=', '&=']:
    try:
        exec('c ' + op + ' {"a": 1}')
        print(op, c)
    except TypeError as e:
        print(op, 'TypeError', e)
from collections import Counter, OrderedDict, ChainMap, deque, UserDict, defaultdict
class X:
    def __radd__(self, o): return 'radd ' + type(o).__name__
    def __rsub__(self, o): return 'rsub ' + type(o).__name__
    def __ror__(self, o): return 'ror ' + type(o).__name__
    def __rand__(self, o): return 'rand ' + type(o).__name__
    def __add__(self, o): return 'add ' + type(o).__name__
    def __or__(self, o): return 'or ' + type(o).__name__
for a in [Counter(a=1), OrderedDict(a=1), ChainMap({'a': 1}), deque([1]), defaultdict(int), {'a': 1}, [1]]:
    for f in [lambda: a + X(), lambda: a - X(), lambda: a | X(), lambda: a & X(), lambda: X() + a, lambda: X() | a]:
        try:
            print(f(), end=' | ')
        except TypeError as e:
            print('TypeError', e, end=' | ')
    print()
print(Counter(a=1).__add__({}), Counter(a=1).__sub__(1), Counter().__or__([]), Counter().__and__(None), OrderedDict().__or__(1), ChainMap().__or__(1), deque().__add__([]) if False else '')
