import json
data = {"name": "Widget", "tags": ["a", "b"], "price": 9.5, "stock": None, "active": True, "dims": {"w": 1, "h": 2.0}, "unicode": "café ✓", "nested": [[1, [2, {"x": []}]]]}
s = json.dumps(data)
print(s)
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
print(json.dumps([1, {"a": 2}], indent="\t"))
back = json.loads(s)
print(back == data, back["unicode"], type(back["dims"]["h"]).__name__, back["nested"][0][1][1])
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}))
print(json.dumps((1, 2)), json.dumps("quote\"back\\slash\nnl\ttab"), json.dumps(float("inf")), json.dumps(1e20), json.dumps(-0.0), json.dumps(12345678901234567890))
print(json.loads('{"a": 1, "a": 2}'), json.loads("[1.0, 1e2, -3, 1E-2]"), json.loads('"\\u00e9\\n"'), json.loads("NaN") != json.loads("NaN"), json.loads(" true "))
for bad in ['{"a": 1,}', "[1, 2", "{'a': 1}", "", '{"a" 1}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e.msg, e.pos, e.lineno, e.colno)
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, Point):
        return {"__point__": [o.x, o.y]}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
def dec(d):
    if "__point__" in d:
        return Point(*d["__point__"])
    return d
txt = json.dumps({"p": Point(1, 2), "s": {3, 1, 2}}, default=enc)
print(txt)
obj = json.loads(txt, object_hook=dec)
print(type(obj["p"]).__name__, obj["p"].x, obj["s"])
try:
    json.dumps({"c": 1j})
except TypeError as e:
    print(e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print(e)
print(json.dumps({"b": 1, "a": [3, {"d": 4, "c": 5}]}, sort_keys=True, indent=1))
print(json.loads('{"x": 1.5}', parse_float=str), json.loads("[1, 2]", parse_int=float), json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
class MyEnc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)
print(json.dumps([1 + 2j], cls=MyEnc), MyEnc(indent=1).encode({"k": [1]}))
print(repr(json.dumps("")), json.dumps([]), json.dumps({}), json.dumps([[]], indent=2), json.dumps({"a": {}}, indent=2))
