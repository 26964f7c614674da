import json
from datetime import date, datetime
from decimal import Decimal
data = {"name": "Ann", "tags": ["a", "b"], "nested": {"z": 1, "a": [1.5, None, True]}, "uni": "héllo ☃", "n": 10**20}
print(json.dumps(data)); print(json.dumps(data, indent=2, sort_keys=True)); print(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
print(json.dumps([1, [2, []], {}], indent="\t")); print(json.dumps({"a": []}, indent=0))
def default(o):
    if isinstance(o, (date, datetime)): return o.isoformat()
    if isinstance(o, set): return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
print(json.dumps({"d": date(2024, 2, 29), "s": {3, 1}}, default=default))
try: json.dumps({"x": Decimal("1.5")})
except TypeError as e: print("TypeError", e)
try: json.dumps({(1, 2): 3})
except TypeError as e: print("TypeError", e)
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}), json.dumps({(1, 2): 3}, skipkeys=True), json.dumps(float("nan")), json.dumps([float("inf")]))
try: json.dumps(float("nan"), allow_nan=False)
except ValueError as e: print("ValueError", e)
class Pt:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"Pt({self.x}, {self.y})"
def hook(d): return Pt(d["x"], d["y"]) if set(d) == {"x", "y"} else d
print(json.loads('[{"x": 1, "y": 2}, {"x": 3}]', object_hook=hook))
print(json.loads('{"a": 1.10, "b": 2}', parse_float=Decimal, parse_int=float), json.loads('[1, 2]', object_pairs_hook=list), json.loads('{"a":1,"a":2}'))
print(json.loads('{"b": 1, "a": [1, 2]}', object_pairs_hook=lambda p: p))
for bad in ['{"a": 1,}', "[1, 2", "{'a': 1}", "", "nul", '{"a" 1}', "[1] x", '"\\x"']:
    try: json.loads(bad)
    except json.JSONDecodeError as e: print("JSONDecodeError", e, e.pos, e.lineno, e.colno)
print(json.loads('"\\u00e9\\ud83d\\ude00"'), json.loads("NaN"), json.loads(" [ true , false , null ] "), json.loads("-0.0"), json.loads("1e400"), json.loads("12345678901234567890"))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex): return [o.real, o.imag]
        return super().default(o)
print(json.dumps({"c": 1 + 2j}, cls=Enc), Enc(indent=1).encode([1]), list(Enc().iterencode({"a": 1})))
try: json.dumps(object(), cls=Enc)
except TypeError as e: print("TypeError", str(e)[:40])
print(json.dumps("tab\there \"q\" \\ \n \u0001 \x7f"), json.dumps("é"), json.dumps(["a"], indent=2, separators=(",", ": ")))
import io
buf = io.StringIO(); json.dump({"k": [1, 2]}, buf, indent=1); print(buf.getvalue()); buf.seek(0); print(json.load(buf))
print(json.dumps((1, 2)), json.dumps({"a": (1,)}), json.dumps(True), json.dumps(None), json.dumps(3.0), json.dumps(1e16), json.dumps(0.1))
