# json: dumps options, custom encoders/decoders, errors
import json
from decimal import Decimal

cfg = {"name": "svc", "port": 8080, "debug": False, "tags": ["a", "b"], "ratio": 0.5, "none": None,
       "nested": {"z": 1, "a": [1, {"b": 2}]}, "unicode": "héllo ✓", 3: "int key", True: "bool key"}
print(json.dumps(cfg))
print(json.dumps(cfg, sort_keys=False, indent=2, ensure_ascii=False)[:120])
print(json.dumps({"b": 1, "a": [1, 2]}, sort_keys=True, indent=4))
print(json.dumps([1, [2, []], {}], indent="\t"))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")), json.dumps([1, 2], indent=0))
print(json.dumps(float("inf")), json.dumps(float("nan")), json.dumps(1e20), json.dumps(1.0), json.dumps(-0.0), json.dumps(10 ** 20))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): "x"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): "x", "k": 1}, skipkeys=True))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, Decimal):
            return str(o)
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}, "d": Decimal("1.10")}, cls=Enc))
print(json.dumps({"x": complex(1, 2)}, default=lambda o: [o.real, o.imag]))
text = '{"a": 1, "b": [true, false, null], "c": 1.5e3, "d": "\\u00e9\\n", "e": {"f": -0}}'
data = json.loads(text)
print(data, type(data["c"]).__name__)
print(json.loads(text, parse_float=Decimal, parse_int=str)["c"], json.loads("[1, 2]", parse_int=float))
print(json.loads('{"__pt__": [1, 2]}', object_hook=lambda d: tuple(d["__pt__"]) if "__pt__" in d else d))
print(json.loads('[{"a": 1, "a": 2}]'), json.loads('{"x": 1, "y": 2}', object_pairs_hook=lambda ps: ps))
print(json.loads("NaN"), json.loads("-Infinity"), json.loads('"\\ud83d\\ude00"'), json.loads(" 7 "))
for bad in ['{"a": 1,}', "[1 2]", "", '{"a" 1}', "tru", '"abc']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e.msg, e.lineno, e.colno, e.pos)
print(json.dumps("quote\" slash\\ tab\t ctrl\x01 é"), json.dumps("é", ensure_ascii=False))
print(json.dumps([None, True, (1, 2)]), json.dumps({"a": None}, indent=1))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), json.loads(b'{"b": 2}'))
import io
buf = io.StringIO()
json.dump({"k": [1, 2]}, buf, indent=1)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))
print(json.dumps({"z": 1, "y": {"b": 2, "a": 1}}, sort_keys=True, indent=2, separators=(",", " = ")))
