"""Pretty-printing a nested warehouse inventory with pprint options."""
import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field


@dataclass
class Bin:
    code: str
    items: dict = field(default_factory=dict)


warehouse = {
    "name": "North Depot",
    "zones": {
        "A": {"bins": [Bin("A-01", {"bolts": 1200, "nuts": 950}), Bin("A-02")], "temp": 18.5},
        "B": {"bins": [Bin("B-01", {"paint": 40})], "temp": 12.0, "hazmat": True},
    },
    "staff": [("Ann", "manager"), ("Bo", "picker"), ("Cy", "picker"), ("Di", "driver")],
    "tags": ("cold", "secure", "24h"),
    "history": [list(range(i, i + 5)) for i in range(0, 20, 5)],
}

pprint.pprint(warehouse)
print("--- width=50, depth=2")
pprint.pprint(warehouse, width=50, depth=2)
print("--- sort_dicts=False, indent=2, compact")
pp = pprint.PrettyPrinter(indent=2, width=60, compact=True, sort_dicts=False)
pp.pprint({"zeta": list(range(30)), "alpha": {"nested": ["x" * 10] * 6}})
print("--- underscore_numbers")
pprint.pprint({"big": 12345678901234, "small": 42, "neg": -1000000}, underscore_numbers=True)
print(pprint.pformat(list(range(12)), width=20))
print(pprint.saferepr({"self": "ref"}))
rec = {"id": 1}
rec["me"] = rec
lst = [1, 2]
lst.append(lst)
import re
no_ids = lambda text: re.sub(r"id=\d+", "id=N", text)
print(no_ids(pprint.saferepr(rec)), pprint.isrecursive(rec), pprint.isreadable(rec), pprint.isreadable({"a": 1}))
print(no_ids(pprint.pformat(lst)))
pprint.pprint(OrderedDict([("b", 1), ("a", [1, 2, 3] * 8)]))
dd = defaultdict(list, {"x": [1], "y": list(range(25))})
pprint.pprint(dd)
pprint.pprint(Counter("mississippi"))
pprint.pprint(deque(range(30), maxlen=40))
long_text = "The quick brown fox jumps over the lazy dog. " * 3
pprint.pprint({"text": long_text, "bytes": b"\x00\x01binary" * 8}, width=40)
pprint.pprint([frozenset({3, 1, 2}), {9, 8, 7}, set()])
pprint.pp({"pp": "alias", "b": [{"c": i} for i in range(4)]}, width=30)
try:
    pprint.PrettyPrinter(width=0)
except ValueError as e:
    print("ValueError", e)
try:
    pprint.PrettyPrinter(depth=0)
except ValueError as e:
    print("ValueError", e)
