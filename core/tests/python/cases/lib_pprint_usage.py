import pprint
data = {"name": "example", "values": list(range(30)), "nested": {"a": [1, 2, {"b": (3, 4)}], "c": "x" * 50},
        "set": {3, 1, 2}, "tuple": (1,), "empty": [], "float": 1.5}
pprint.pprint(data)
pprint.pprint(data, width=40, compact=True)
pprint.pprint(data, depth=1)
pprint.pprint(data, sort_dicts=False, width=120)
print(pprint.pformat(["a" * 30, "b" * 30, "c" * 30], width=50))
print(pprint.pformat("a long string " * 10, width=40))
pprint.pprint([[1, 2, 3]] * 5, width=20, indent=2)
print(pprint.isreadable([1, 2]), pprint.isrecursive([1]), pprint.saferepr({"k": [1, 2]}))
pp = pprint.PrettyPrinter(width=30, indent=4)
pp.pprint({"key%d" % i: i * 1.5 for i in range(6)})
pprint.pprint(b"bytes " * 12, width=30)
pprint.pprint({'data': bytearray(b'0123456789' * 5), 'b': b'xyz'}, width=40)
