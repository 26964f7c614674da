# json.dumps: every option (skipkeys, ensure_ascii, check_circular, allow_nan, indent,
# separators, default, sort_keys) and their combinations.
import json

obj = {"b": [1, 2, {"c": None}], "a": "\u00e9", "d": {}, "e": [], "f": 1.5, "g": True}
print(json.dumps(obj))
print(json.dumps(obj, sort_keys=True))
print(json.dumps(obj, ensure_ascii=False))
for indent in [0, 1, 2, 4, -1, "", "  ", "\t", "->", None]:
    print(repr(indent))
    print(json.dumps(obj, indent=indent))
print(json.dumps(obj, indent=2, sort_keys=True))
print(json.dumps([1, [2, [3]], {}], indent=3))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
for seps in [(",", ":"), (", ", ": "), (" , ", " : "), (";", "="), ("", "")]:
    print(seps, json.dumps(obj, separators=seps))
    print(json.dumps([1, {"k": 2}], indent=1, separators=seps))
# indent switches the default item separator to ","
print(repr(json.dumps([1, 2], indent=0)))
print(repr(json.dumps({"a": 1, "b": 2}, indent=None, separators=None)))

# skipkeys
weird = {"a": 1, (1, 2): 2, "b": 3, Ellipsis: 4}
print(json.dumps(weird, skipkeys=True))
print(json.dumps(weird, skipkeys=True, indent=1))
print(json.dumps({(1,): 1, "x": 2}, skipkeys=True))
print(json.dumps({(1,): 1}, skipkeys=True), json.dumps({(1,): 1}, skipkeys=True, indent=2))

# keys that are converted
print(json.dumps({1: 1, 2.5: 2, True: 3, False: 4, None: 5, -7: 6, 1e100: 7}))
print(json.dumps({"2": "s", 10: "i", "1": "t"}, sort_keys=False))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))
print(json.dumps({"b": 1, "a": 2, "B": 3, "": 4, "aa": 5}, sort_keys=True))
print(json.dumps({float("nan"): 1, float("inf"): 2, float("-inf"): 3}))

# default
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

def encode_point(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError("cannot encode " + type(o).__name__)

print(json.dumps([Point(1, 2), {3, 1, 2}, {"p": Point(0, Point(5, 6))}], default=encode_point))
print(json.dumps([Point(1, 2)], default=encode_point, indent=2))
print(json.dumps(Point(1, 2), default=lambda o: o.__dict__, sort_keys=True))
print(json.dumps({"s": {1}}, default=list))
print(json.dumps(Point(3, 4), default=lambda o: [o.x, o.y]))
print(json.dumps(Point(3, 4), default=repr).startswith('"<'))

# check_circular=False is fine without cycles
print(json.dumps([obj, obj], check_circular=False))
shared = [1]
print(json.dumps([shared, shared, {"a": shared}]))
print(json.dumps({"a": shared, "b": shared}, indent=1))

# allow_nan
for v in [float("nan"), float("inf"), -float("inf")]:
    print(json.dumps(v), json.dumps([v]), json.dumps({"k": v}, indent=1))
print(json.dumps([1.0, 2.5], allow_nan=False))
