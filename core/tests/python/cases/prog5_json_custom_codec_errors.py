# JSON round trips: custom encoder/decoder, hooks, errors with positions
import json
from dataclasses import dataclass, asdict
from decimal import Decimal
from fractions import Fraction
from enum import Enum
import datetime

class Status(Enum):
    OK = "ok"; FAIL = "fail"

@dataclass
class Reading:
    sensor: str
    value: Decimal
    when: datetime.date
    status: Status

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal): return {"$dec": str(o)}
        if isinstance(o, datetime.date): return {"$date": o.isoformat()}
        if isinstance(o, Enum): return o.value
        if isinstance(o, Fraction): return [o.numerator, o.denominator]
        if isinstance(o, (set, frozenset)): return sorted(o)
        return super().default(o)

def hook(d):
    if "$dec" in d: return Decimal(d["$dec"])
    if "$date" in d: return datetime.date.fromisoformat(d["$date"])
    return d

rs = [Reading("t1", Decimal("21.50"), datetime.date(2024, 5, 1), Status.OK),
      Reading("t2", Decimal("-3.25"), datetime.date(2024, 5, 2), Status.FAIL)]
blob = json.dumps({"readings": [asdict(r) for r in rs], "ratio": Fraction(2, 3), "tags": {"b", "a"}}, cls=Enc, indent=2)
print(blob)
back = json.loads(blob, object_hook=hook)
print(back["readings"][0], back["ratio"])
print(json.dumps({"b": 1, "a": [1, 2, {"z": None, "y": True}]}, sort_keys=True, separators=(",", ":")))
print(json.dumps({"k": "é☃\n\"", "n": float("inf")}), json.dumps("é☃", ensure_ascii=False), json.dumps([1.0, 1e20, 1e-7, -0.0, 2 ** 70]))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}), json.dumps((1, 2)), json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps({"a": [1, [2, []]]}, indent="\t"), json.dumps([1, 2], indent=0))
print(json.loads('{"a": 1, "a": 2}'), json.loads('[1.5, 1e3, -0, 10000000000000000000000]'), json.loads('"\\u00e9\\ud83d\\ude00"'))
print(json.loads('{"x": 1.10}', parse_float=Decimal), json.loads('[1, 2]', parse_int=str), json.loads('[NaN, Infinity, -Infinity]'))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=list), json.loads(' \n [true, false, null] \t'))
for bad in ['{"a": 1,}', '[1, 2', '{a: 1}', '', '[1] x', '"abc', '{"a" 1}', '[01]', "'single'", '{"a": [1, 2,, 3]}', '\n\n  [1,\n  }']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:22} -> {e.msg} | line {e.lineno} col {e.colno} pos {e.pos} | {e}")
for bad in [{"s": {1, 2}}, {(1, 2): 3}, [object()], float("nan")]:
    try:
        print(json.dumps(bad, allow_nan=False))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(json.dumps({"a": 1, (1, 2): 3}, skipkeys=True), json.dumps([Status.OK], default=lambda o: o.name))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), dec.decode(' [1] '))
it = json.JSONEncoder(indent=1).iterencode({"k": [1, 2]})
print(list(it))
print(json.dumps("\x00\x1f\x7f\u2028"), json.loads('"\\/\\b\\f"'), json.dumps(True), json.dumps(None), json.dumps("a", indent=2))
class Money(float):
    pass
class Tag(str):
    pass
print(json.dumps([Money(1.5), Tag("x"), Status.OK.value]), json.dumps({Tag("k"): Money(2)}))
