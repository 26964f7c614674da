import json
from dataclasses import dataclass, asdict
from datetime import date

@dataclass
class Task:
    title: str
    due: date
    done: bool = False
    tags: tuple = ()

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, date):
            return {"__date__": o.isoformat()}
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

def hook(d):
    if "__date__" in d:
        return date.fromisoformat(d["__date__"])
    return d

tasks = [Task("write", date(2024, 5, 1), tags=("a", "b")), Task("ship", date(2024, 6, 1), True)]
s = json.dumps([asdict(t) for t in tasks], cls=Enc)
print(s)
back = json.loads(s, object_hook=hook)
print(back[0]["due"], type(back[0]["due"]).__name__, back[1]["tags"])
print(json.dumps({"b": 1, "a": [1, 2.5, None, True], "c": {"z": "é\n"}}, indent=2, sort_keys=True))
print(json.dumps({"x": {1, 2}}, cls=Enc), json.dumps("é", ensure_ascii=False), json.dumps([1, 2], separators=(",", ":")))
print(json.dumps({1: "int key", 2.5: "f", None: "n", True: "t"}))
print(json.loads('{"a": 1e3, "b": 12345678901234567890, "c": -0.0, "d": "\\u00e9\\ud83d\\ude00"}'))
print(json.loads("[NaN, Infinity]"), json.dumps([float("nan"), float("-inf")]))
for bad in ['{"a": 1,}', "[1, 2", '{"a" 1}', "", "tru"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r}: {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")
try:
    json.dumps(object())
except TypeError as e:
    print("TypeError:", e)
print(json.loads('{"a": 1, "a": 2}'), json.loads("3.0"), json.loads('"x"'), json.loads(" [ ] "))
print(json.dumps(3.0), json.dumps(1e100), json.dumps(0.1), json.dumps((1, "two")))
from collections import OrderedDict
print(json.loads('{"z": 1, "y": 2}', object_pairs_hook=OrderedDict), json.loads("1.5", parse_float=str))
