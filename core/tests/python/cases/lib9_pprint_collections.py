import pprint
from collections import Counter, OrderedDict, defaultdict, deque, ChainMap, UserDict, UserList, UserString, namedtuple
from dataclasses import dataclass, field
import types
big = {f'key{i}': list(range(i)) for i in range(8)}
pprint.pprint(Counter('the quick brown fox jumps over the lazy dog'), width=40)
pprint.pprint(OrderedDict(big), width=50)
pprint.pprint(defaultdict(list, big), width=50)
pprint.pprint(deque(range(30), maxlen=40), width=40)
pprint.pprint(deque(range(30)), width=40)
pprint.pprint(ChainMap(big, {'x': 1}), width=50)
pprint.pprint(UserDict(big), width=50)
pprint.pprint(UserList(list(range(40))), width=40)
pprint.pprint(UserString('word ' * 20), width=40)
P = namedtuple('P', 'alpha beta gamma')
pprint.pprint([P(list(range(10)), 'b' * 30, {'k': 'v' * 30})], width=40)
@dataclass
class D:
    name: str
    values: list = field(default_factory=list)
    child: object = None
pprint.pprint(D('n' * 20, list(range(25)), D('kid', [1, 2])), width=40)
pprint.pprint(types.SimpleNamespace(a=1, b='x' * 50, c=list(range(20))), width=40)
pprint.pprint(types.MappingProxyType(big), width=50)
pprint.pprint({'s': 'a long string that will need wrapping because it is long ' * 2}, width=40)
pprint.pprint(('a tuple', ('nested', ('deeper', ('deepest', list(range(15)))))), width=30)
pprint.pprint([bytearray(b'x' * 50)], width=30)
pprint.pprint({3: 'c', 1: 'a', 2: 'b', 'x': 0, (1, 2): 'tuple'} if False else {3: 'c', 1: 'a', 2: 'b'}, width=10)
pprint.pprint({frozenset({3, 1}), frozenset({2})}, width=10)
pprint.pprint(set(range(25)), width=30)
pprint.pprint([[]] * 3 + [{}] * 2, width=5)
print(pprint.pformat(OrderedDict(), width=5), pprint.pformat(Counter()), pprint.pformat(deque()), pprint.pformat(defaultdict(int)))
pp = pprint.PrettyPrinter(indent=2, width=30, depth=3, compact=True, sort_dicts=False)
pp.pprint({'z': [1, [2, [3, [4, [5]]]]], 'a': list(range(20))})
print(pp.isreadable([1]), pp.pformat((1,)), pprint.pformat((1,), width=1))
class MyUD(UserDict): pass
class ReprUD(UserDict):
    def __repr__(self): return 'ReprUD(...)'
pprint.pprint([MyUD(big), ReprUD(big)], width=50)
pprint.pprint(UserList([UserDict(a=list(range(30)))]), width=30, depth=2)
print(pprint.pformat(UserDict(), width=1), pprint.pformat(UserString(''), width=1), pprint.saferepr(UserDict(a=1)))
