# json.loads hooks: object_hook, object_pairs_hook (which wins), parse_float, parse_int,
# parse_constant, and the order in which hooks are called.
import json

doc = '{"a": 1, "b": {"c": [1, 2.5, {"d": null}]}, "a": 3, "e": NaN}'
print(json.loads(doc, object_hook=lambda d: sorted(d.items(), key=lambda kv: kv[0])))
print(json.loads(doc, object_pairs_hook=lambda pairs: pairs))
print(json.loads(doc, object_pairs_hook=lambda pairs: pairs, object_hook=lambda d: "unused"))
print(json.loads(doc, object_pairs_hook=dict))
calls = []

def record(d):
    calls.append(sorted(d))
    return len(d)

print(json.loads(doc, object_hook=record), calls)
calls = []

def pairs_record(pairs):
    calls.append([k for k, v in pairs])
    return {k.upper(): v for k, v in pairs}

print(json.loads('[{"x": {"y": {}}}, {"z": 1}]', object_pairs_hook=pairs_record), calls)

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)

def as_point(d):
    if set(d) == {"x", "y"}:
        return Point(d["x"], d["y"])
    return d

print(json.loads('{"shape": "line", "ends": [{"x": 0, "y": 1}, {"x": 2.5, "y": -3}]}',
                 object_hook=as_point))
print(json.loads('[1, 22, 333, 1.5, 2e3]', parse_int=lambda s: "int:" + s,
                 parse_float=lambda s: "float:" + s))
print(json.loads('[1, -2, 0]', parse_int=float))
print(json.loads('[1.25, -0.0]', parse_float=lambda s: round(float(s) * 100)))
seen = []

def const(name):
    seen.append(name)
    return None

print(json.loads('[NaN, Infinity, -Infinity, {"k": NaN}]', parse_constant=const), seen)

def no_constants(name):
    raise ValueError("Out of range float values are not allowed: " + name)

try:
    json.loads('[1, NaN]', parse_constant=no_constants)
except ValueError as e:
    print("ValueError:", e)
try:
    json.loads('{"a": 1}', object_hook=lambda d: d["missing"])
except KeyError as e:
    print("KeyError:", e)
dec = json.JSONDecoder(object_hook=as_point, parse_int=str)
print(dec.decode('{"x": 1, "y": 2}'), dec.parse_int is str, dec.object_hook is as_point)
dec = json.JSONDecoder()
print(dec.parse_float is float, dec.parse_int is int, dec.object_hook, dec.object_pairs_hook, dec.strict)
print(dec.parse_constant("NaN"), dec.parse_constant("Infinity"), dec.parse_constant("-Infinity"))
print(json.loads('{}', object_hook=lambda d: "empty"), json.loads('[]', object_hook=lambda d: 1))
print(json.loads('{"a": {}}', object_pairs_hook=lambda p: ("P", p)))
