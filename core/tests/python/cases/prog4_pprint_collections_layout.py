# pprint layouts for dataclasses, collections and nested data
import pprint, collections, dataclasses, types
@dataclasses.dataclass
class Item:
    name: str
    tags: list
    meta: dict = dataclasses.field(default_factory=dict)
items = [Item("a" * 10, list(range(12)), {"k": "v" * 20}), Item("b", [], {})]
pprint.pprint(items, width=40)
pprint.pprint(collections.Counter("abracadabra"), width=20)
pprint.pprint(collections.OrderedDict((str(i), i) for i in range(6)), width=30)
pprint.pprint(collections.defaultdict(list, {"x": list(range(15))}), width=30)
pprint.pprint(collections.deque(range(20), maxlen=25), width=30)
P = collections.namedtuple("P", "x y")
pprint.pprint([P(1, 2)] * 3, width=20)
pprint.pprint(types.SimpleNamespace(a=1, b="x" * 30, c=[1, 2, 3]), width=30)
pprint.pprint(b"bytes " * 10, width=30)
pprint.pprint(["word " * 12], width=30)
pprint.pprint({"key": ("tuple", "of", "strings", "that", "is", "long")}, width=30)
pprint.pprint(set(range(30)), width=40)
pprint.pprint(frozenset({1, 2}), width=5)
pprint.pprint(collections.ChainMap({"a": 1}, {"b": 2}), width=10)
pprint.pprint(range(10), width=5)
pprint.pprint({"a": {"b": {"c": {"d": 1}}}}, depth=2)
pprint.pprint(Item("x", [1], {}), depth=1)
print(pprint.pformat([1, [2, [3, [4]]]], depth=2))
pprint.pprint({i: str(i) * i for i in range(1, 8)}, width=35, underscore_numbers=True)
pprint.pprint([10 ** 8, 123456789], underscore_numbers=True, width=10)
