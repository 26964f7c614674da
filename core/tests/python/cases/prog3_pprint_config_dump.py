# Dumping nested configuration and runtime state with pprint
import pprint
from dataclasses import dataclass, field
from collections import OrderedDict, defaultdict, Counter, deque, namedtuple, ChainMap
@dataclass
class Cfg:
    name: str
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
c = Cfg("service-with-a-long-name", list(range(25)), {"owner": "team-platform", "tags": ["a" * 10, "b" * 10, "c" * 10]})
pprint.pprint(c)
pprint.pprint(c, width=120)
pprint.pprint(OrderedDict((f"k{i}", i * 1000) for i in range(8)), width=40)
pprint.pprint(defaultdict(list, {"x": list(range(20)), "y": []}), width=40)
pprint.pprint(Counter("abracadabra" * 3), width=30)
pprint.pprint(deque(range(30), maxlen=40), width=40)
P = namedtuple("P", "alpha beta gamma")
pprint.pprint([P(1, "two" * 5, [3] * 8)] * 2, width=40)
pprint.pprint({"s": "a long string that will need to be wrapped across lines because it is long " * 2}, width=50)
pprint.pprint(b"bytes " * 12, width=30)
pprint.pprint({"set": set(range(12)), "fs": frozenset(range(3))}, width=30)
pprint.pprint(ChainMap({"a": 1}, {"b": list(range(15))}), width=30)
pprint.pprint([[1, 2, [3, 4, [5, 6, [7, 8]]]]] * 3, depth=3, width=20)
print(pprint.pformat(range(5)), pprint.pformat(tuple()), pprint.pformat((1,)), pprint.pformat({}), pprint.pformat(set()))
pp = pprint.PrettyPrinter(indent=2, width=30, compact=True, sort_dicts=True, underscore_numbers=True)
pp.pprint({"b": 10 ** 9, "a": list(range(15))})
class Scopes(ChainMap):
    pass
pprint.pprint(Scopes({"x": "y" * 30}, {"z": "w" * 30}, {}), width=40)
pprint.pprint({"env": ChainMap({"PATH": "/usr/bin:/bin" * 3}, {"HOME": "/root"})}, width=40)
pprint.pprint(ChainMap(), width=5)
pprint.pprint([ChainMap({"k": list(range(10))})], width=20, indent=3)
