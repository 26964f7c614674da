import json
from datetime import date, datetime
data = {"name": "Ann", "age": 30, "tags": ["a", "b"], "ratio": 0.5, "ok": True, "none": None,
        "nested": {"x": [1, 2, {"y": "z"}]}, "uni": "caf\u00e9 \u2603", "big": 10**20, "f": 1e-7}
s = json.dumps(data)
print(s)
print(json.dumps(data, indent=2, sort_keys=True))
print(json.loads(s) == data)
print(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
print(json.dumps([1, 2], indent="\t"), json.dumps("a\"b\\c\n\t\x01"))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"d": date(2024, 2, 29), "s": {3, 1, 2}}, cls=Enc))
try:
    json.dumps({"s": {1}})
except TypeError as e:
    print(e)
for bad in ['{"a": 1,}', "[1, 2", "nul", '{"a" 1}', "", '"abc']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("err:", e, e.pos, e.lineno, e.colno)
print(json.loads('{"a": 1.0, "b": 1e3, "c": -0, "d": NaN, "e": Infinity}'))
print(json.loads("[1, 2]", object_hook=None), json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"x": 1.5}', parse_float=str), json.loads('"\\u00e9\\ud83d\\ude00"'))
print(json.dumps(float("nan")), json.dumps(1.0), json.dumps(3.14159265358979), json.dumps(-0.0))
try:
    json.dumps(float("inf"), allow_nan=False)
except ValueError as e:
    print(e)
print(json.dumps((1, 2)), json.dumps({"k": ()}), json.dumps("\u2603"), json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1))
print(json.loads('  {"a" : [ ] , "b":{}}  '))
from collections import OrderedDict
print(json.loads('{"b":1,"a":2}', object_pairs_hook=OrderedDict))
print(json.dumps({"a": [1, {"b": None}]}, indent=0))
