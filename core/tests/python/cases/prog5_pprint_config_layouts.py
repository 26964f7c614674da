# pprint of nested config with width/depth/compact/sort_dicts and pformat/saferepr/isreadable
import pprint
config = {
    "service": {"name": "catalog", "replicas": 3, "ports": [8080, 8081, 8082, 8083, 8084, 8085, 8086, 8087, 8088]},
    "db": {"host": "db.internal", "pool": {"min": 1, "max": 20, "timeout": 30.0}, "tags": ("primary", "eu-west")},
    "features": {"search", "export"},
    "limits": [{"route": "/api/v1/items", "rps": 100}, {"route": "/api/v1/users", "rps": 50}],
    "empty": {}, "none": None, "b": b"bytes" * 3,
}
config["features"] = sorted(config["features"])
pprint.pprint(config)
pprint.pprint(config, width=40, depth=2)
pprint.pprint(config["service"], compact=True, width=50)
pprint.pprint(config, sort_dicts=False, width=100)
print(pprint.pformat(list(range(30)), width=30, compact=True))
print(pprint.pformat("a long string that needs wrapping " * 3, width=30))
rec = [1, 2]; rec.append(rec)
d = {"self": None}; d["self"] = d
print(pprint.saferepr(rec).split(" with")[0], pprint.isrecursive(rec), pprint.isreadable(rec), pprint.isreadable({"a": 1}), pprint.saferepr(d).split(" with")[0])
pp = pprint.PrettyPrinter(indent=4, width=30)
pp.pprint({"alpha": [1, 2, 3], "beta": {"x": "y" * 20}})
print(pp.isreadable(object()), pprint.pformat((1,)), pprint.pformat(()), pprint.pformat([[]]), pprint.pformat(set()), pprint.pformat(frozenset({3, 1, 2})))
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field
@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
tree = Node("root", [Node("a", [Node("a1"), Node("a2")]), Node("b")])
pprint.pprint(tree, width=40)
pprint.pprint(OrderedDict((str(i), i) for i in range(8)), width=30)
pprint.pprint(defaultdict(list, {"k": list(range(15))}), width=40)
pprint.pprint(Counter("mississippi"), width=30)
pprint.pprint(deque(range(20), maxlen=25), width=40)
pprint.pp({"z": 1, "a": 2})
print(pprint.pformat({"k": "v"}, underscore_numbers=True), pprint.pformat(12345678, underscore_numbers=True))
