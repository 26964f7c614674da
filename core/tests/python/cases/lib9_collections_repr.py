from collections import Counter, defaultdict, OrderedDict, deque, ChainMap, UserDict, UserList, UserString, namedtuple
c = Counter({'a': 'x', 'b': 1})
try: print(repr(c))
except Exception as e: print(type(e).__name__, e)
print(Counter({'a': 1.5, 'b': 2, 'c': -1}), Counter({'a': None}) if False else '', Counter(a=2, b=2).most_common())
print(repr(Counter({1: 2, 'x': 2})))
d = defaultdict(list, {'a': [1]}); print(d, repr(defaultdict(int)), repr(defaultdict(None)), defaultdict(lambda: 0).__repr__().split(' at')[0])
dd = defaultdict(list); dd['x'].append(1); dd['y']; print(dd, dd.default_factory, dict(dd), dd.copy(), type(dd.copy()).__name__)
print(d | {'b': 2}, type(d | {'b': 2}).__name__, {'z': 1} | d, type({'z': 1} | d).__name__)
q = deque(); q.append(q); print(q)
l = [1]; od = OrderedDict(a=l); od['self'] = od; print(od)
cm = ChainMap({}); cm.maps.append(cm.maps); print(repr(ChainMap({'a': 1}, {'b': 2})))
class MyC(Counter): pass
print(MyC('aab'), repr(MyC()), MyC('ab') + MyC('b'), type(MyC('ab') + MyC('b')).__name__)
class MyOD(OrderedDict): pass
print(MyOD(a=1), repr(MyOD()))
class MyD(defaultdict): pass
print(MyD(int, a=1))
ud = UserDict(a=1); ud['b'] = 2; print(ud, repr(ud), ud.data, len(ud), 'a' in ud, ud | {'c': 3}, type(ud | {'c': 3}).__name__, ud.copy())
ul = UserList([3, 1, 2]); ul.sort(); print(ul, ul + [4], [0] + ul, ul * 2, ul[1:], type(ul[1:]).__name__, ul.index(2), ul.count(1))
us = UserString('Hello'); print(us.upper(), us + '!', us[1:], type(us[1:]).__name__, us.split('l'), 'H' in us, us == 'Hello', us < 'Z', len(us), us * 2, us.replace('l', 'L'))
print(Counter('hello') == {'h': 1, 'e': 1, 'l': 2, 'o': 1}, Counter(a=0) == Counter(), Counter('aab').keys(), Counter('aab').values())
P = namedtuple('P', 'x y')
print(repr(P(1, [P(2, 3)])), P(x=1, y=2)._asdict(), str(P('a', 'b')))
print(OrderedDict(b=1, a=2) == OrderedDict(a=2, b=1), OrderedDict(b=1, a=2) == {'a': 2, 'b': 1}, list(OrderedDict(b=1, a=2).keys()), repr(OrderedDict(b=1).items()), repr(OrderedDict(b=1).values()), repr(OrderedDict(b=1).keys()))
print(repr(Counter('ab').items()), repr(defaultdict(int, a=1).keys()), deque([1, 2], maxlen=5), repr(deque('ab', maxlen=2)), deque([1, 2, 3])[1:] if False else '')
try:
    deque([1, 2, 3])[1:]
except TypeError as e:
    print('TypeError', e)
print(Counter('banana').most_common(2), sorted(Counter('banana').elements()), list(Counter('banana').elements()))
c2 = Counter('abc'); c2['d'] -= 1; print(c2, +c2, c2.total())
c3 = Counter(a=3); c3.update(['a', 'b'], c=2); print(c3)
print(Counter(['x', 'y']) | Counter(['y', 'y']), dict(Counter(a=-1) | Counter()), Counter(a=-1) & Counter(a=-2))
