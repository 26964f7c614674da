import math
from collections import OrderedDict


class SerializeError(TypeError):
    pass


ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def encode_str(s, ascii_only=True):
    out = ['"']
    for ch in s:
        if ch in ESCAPES:
            out.append(ESCAPES[ch])
        elif ord(ch) < 0x20:
            out.append(f"\\u{ord(ch):04x}")
        elif ascii_only and ord(ch) > 0x7E:
            cp = ord(ch)
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append(f"\\u{0xD800 | (cp >> 10):04x}\\u{0xDC00 | (cp & 0x3FF):04x}")
            else:
                out.append(f"\\u{cp:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dumps(obj, indent=None, sort_keys=False, _level=0, _seen=None):
    _seen = set() if _seen is None else _seen
    if obj is None:
        return "null"
    if obj is True:
        return "true"
    if obj is False:
        return "false"
    if isinstance(obj, int):
        return int.__repr__(obj)
    if isinstance(obj, float):
        if math.isnan(obj) or math.isinf(obj):
            return {True: "Infinity", False: "-Infinity"}[obj > 0] if math.isinf(obj) else "NaN"
        return float.__repr__(obj)
    if isinstance(obj, str):
        return encode_str(obj)
    if isinstance(obj, (list, tuple, dict)):
        if id(obj) in _seen:
            raise ValueError("Circular reference detected")
        _seen.add(id(obj))
        try:
            nl = "" if indent is None else "\n" + " " * (indent * (_level + 1))
            end = "" if indent is None else "\n" + " " * (indent * _level)
            sep = ", " if indent is None else ","
            if isinstance(obj, dict):
                if not obj:
                    return "{}"
                items = sorted(obj.items()) if sort_keys else obj.items()
                parts = []
                for k, v in items:
                    if isinstance(k, bool) or k is None:
                        k = dumps(k)
                    elif isinstance(k, (int, float)):
                        k = dumps(k)
                    elif not isinstance(k, str):
                        raise SerializeError(f"keys must be str, int, float, bool or None, not {type(k).__name__}")
                    parts.append(nl + encode_str(k) + ": " + dumps(v, indent, sort_keys, _level + 1, _seen))
                return "{" + sep.join(parts) + end + "}"
            if not obj:
                return "[]"
            parts = [nl + dumps(v, indent, sort_keys, _level + 1, _seen) for v in obj]
            return "[" + sep.join(parts) + end + "]"
        finally:
            _seen.discard(id(obj))
    if hasattr(obj, "__json__"):
        return dumps(obj.__json__(), indent, sort_keys, _level, _seen)
    raise SerializeError(f"Object of type {type(obj).__name__} is not JSON serializable")


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __json__(self):
        return {"x": self.x, "y": self.y}


data = OrderedDict([
    ("name", "Widget \"Pro\"\tv2"),
    ("price", 19.99),
    ("tags", ["a", "b", ("c", 1.0)]),
    ("ok", True),
    ("missing", None),
    ("nested", {"z": [], "a": {}, "m": {"deep": [1, [2, [3e-7, 1e22]]]}}),
    ("unicode", "caf\u00e9 \u2603 \U0001F600"),
    (1, "int key"),
    (2.5, "float key"),
    (False, "bool key"),
    ("big", 2 ** 70),
    ("pt", Point(1, -2)),
    ("ctrl", "\x01\x1f"),
])
print(dumps(data))
print(dumps(data, indent=2))
print(dumps({"b": 1, "a": [True, False, None]}, sort_keys=True, indent=4))
print(dumps([float("inf"), -float("inf"), float("nan"), -0.0, 1e16, 123456789.123]))

import json
plain = {"b": 1, "a": [True, False, None], "s": "caf\u00e9\n", "f": 0.1 + 0.2, "n": -7}
assert dumps(plain) == json.dumps(plain), (dumps(plain), json.dumps(plain))
assert dumps(plain, indent=2, sort_keys=True) == json.dumps(plain, indent=2, sort_keys=True)
print("matches json module")

cyc = [1, 2]
cyc.append(cyc)
for bad in (cyc, {(1, 2): 3}, {"s": {1, 2}}, object):
    try:
        dumps(bad)
    except (ValueError, SerializeError) as e:
        print(type(e).__name__, "-", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("json:", e)
try:
    json.dumps(cyc)
except ValueError as e:
    print("json:", e)
print(json.dumps(data, default=lambda o: o.__json__(), ensure_ascii=False))
print(json.loads(json.dumps(data, default=vars)))
