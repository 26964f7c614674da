import json
from decimal import Decimal
from dataclasses import dataclass, asdict
from enum import Enum

class Color(Enum):
    RED = "red"

@dataclass
class Point:
    x: int
    y: int

def default(o):
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, set):
        return sorted(o)
    if isinstance(o, Point):
        return {"__point__": asdict(o)}
    if isinstance(o, Enum):
        return o.value
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

data = {"b": [1, 2.5, None, True], "a": {"z": "é", "y": (1, 2)}, "price": Decimal("9.99"), "tags": {"x", "b"}, "p": Point(1, 2), "c": Color.RED}
text = json.dumps(data, default=default, sort_keys=True, indent=2)
print(text)
print(json.dumps(data, default=default, separators=(",", ":"), ensure_ascii=False))
print(json.dumps({"k": [1, {"n": []}]}, indent="\t"))
print(json.dumps([1, [2, [3]]], indent=0))
back = json.loads(text, object_hook=lambda d: Point(**d["__point__"]) if "__point__" in d else d)
print(back["p"], back["a"]["y"], type(back["price"]).__name__)
print(json.loads('{"v": 1.10, "i": 12345678901234567890}', parse_float=Decimal), json.loads("[1.5]", parse_int=str, parse_float=str))
print(json.loads('[{"a": 1}, {"a": 2}]', object_pairs_hook=lambda ps: ps))
print(json.dumps("\u2603 \n \"q\" \x01"), json.dumps("\u2603", ensure_ascii=False), json.dumps(float("inf")), json.dumps(-0.0), json.dumps(1e20))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}), json.dumps({"b": 1, "a": 2}, sort_keys=True))
print(json.dumps({"x": 1}, skipkeys=True), json.dumps({(1,): 1, "ok": 2}, skipkeys=True))
for bad in ['{"a": 1,}', "[1 2]", "", '{"a"}', "nul", '"abc', "[1]]"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e)
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)
print(json.dumps([1j, 2 + 3j], cls=Enc), Enc(indent=1).encode({"a": [1]}))
try:
    Enc().encode(object())
except TypeError as e:
    print(type(e).__name__, str(e).startswith("Object of type object"))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), json.loads(b'[1, "x"]'), json.loads("  7  "))
import io
buf = io.StringIO(); json.dump({"z": [1, 2]}, buf, indent=1); print(buf.getvalue())
print(json.load(io.StringIO('{"q": false}')))
