# pprint: nested dicts, lists, tuples and strings broken over lines as CPython does.
import pprint

data = {
    "name": "example", "values": list(range(30)), "nested": {"a": [1, 2, {"deep": ("x", "y")}], "b": None, "c": 3.25},
    "tuple": (1,), "empty": [], "et": (), "ed": {}, "flag": True, "text": "the quick brown fox jumps over the lazy dog " * 3,
    "z": [[1, 2, 3], [4, 5, 6], ["seven", "eight", "nine" * 10]], 10: "int key", "lines": "one\ntwo\nthree\n",
}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=120, indent=4)
pprint.pprint(data, depth=2)
pprint.pprint(data, depth=1)
pprint.pprint(data, compact=True, width=50)
pprint.pprint(data, sort_dicts=False, width=60)
pprint.pp(data, width=70)
print(pprint.pformat(data["values"], width=30))
print(pprint.pformat(data["values"], width=30, compact=True))
print(pprint.pformat(data["values"], width=30, compact=True, indent=3))
print(pprint.pformat(tuple(range(25)), width=20))
print(pprint.pformat(("only one element that is rather long to force a break",), width=20))
print(pprint.pformat([["a" * 10] * 3] * 3, width=25))
print(pprint.pformat("x" * 200))
print(pprint.pformat(["a long string with many words in it, to be split at spaces " * 2], width=40))
print(pprint.pformat({"k": "word " * 30}, width=50))
print(pprint.pformat("no-spaces-at-all-" * 10, width=30))
print(pprint.pformat([1, 2, 3]), pprint.pformat(5), pprint.pformat("s"), pprint.pformat(None), pprint.pformat(2.5))
print(pprint.pformat(12345678901234567890, underscore_numbers=True), pprint.pformat([10 ** 6], underscore_numbers=True))
print(pprint.pformat({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}), pprint.pformat({"b": 1, "a": 2}, sort_dicts=False))
print(pprint.pformat({3: "c", 1: "a", "x": 0, 2.5: "f", None: 1}, width=20))
print(pprint.pformat([{"id": i, "tags": ["t%d" % j for j in range(i)]} for i in range(6)], width=50))
