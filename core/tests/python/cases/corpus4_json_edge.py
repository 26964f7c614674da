import json
data = {"name": "Zoë", "tags": ["a", "b"], "n": 1.0, "big": 10**20, "neg": -0.0, "none": None, "t": True, "nested": {"k": [1, {"z": []}]}}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps([1, [2, [3]]], indent="\t"))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")), json.dumps([], indent=2), json.dumps({}, indent=2))
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "null"}))
print(json.dumps(float("inf")), json.dumps(float("nan")), json.dumps("\u2028\n\t\"\\"), json.dumps("😀"))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): 3}, skipkeys=True))
print(json.dumps({"s": {3, 1, 2}}, default=sorted))
for s in ['{"a": [1, 2.5, -3e2, true, false, null]}', '"\\u00e9\\ud83d\\ude00"', "  [ ]  ", '123', '1E400', '-0', '{"a":1,"a":2}']:
    v = json.loads(s)
    print(repr(v), type(v).__name__)
for bad in ['{"a": 1,}', "[1 2]", "{'a': 1}", "", '{"a"}', "[1]x", "NaNx", '"abc']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e, e.pos, e.lineno, e.colno)
from decimal import Decimal
from collections import OrderedDict
print(json.loads("1.10", parse_float=Decimal), json.loads("[1, 2]", parse_int=lambda s: int(s) * 10))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda pairs: pairs))
print(json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())), json.loads("NaN"), json.loads("-Infinity"))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)
print(json.dumps([1 + 2j], cls=Enc), Enc(indent=1).encode({"a": [1]}))
print(list(Enc().iterencode({"k": [True]})))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), json.loads(b'[1]'), json.loads('"x"'))
print(json.dumps("x" * 3, indent=4), json.dumps(1e16), json.dumps(1.5e-7), json.dumps(123456789.123))
