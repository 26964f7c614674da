import json
import math
from collections import OrderedDict


class PrettyPrinter:
    def __init__(self, indent=2, width=40, sort_keys=False):
        self.indent = indent
        self.width = width
        self.sort_keys = sort_keys

    def scalar(self, v):
        if v is None:
            return "null"
        if v is True:
            return "true"
        if v is False:
            return "false"
        if isinstance(v, float):
            if math.isnan(v) or math.isinf(v):
                raise ValueError(f"cannot encode {v!r}")
            return repr(v)
        if isinstance(v, int):
            return str(v)
        if isinstance(v, str):
            out = ['"']
            for ch in v:
                if ch in '"\\':
                    out.append("\\" + ch)
                elif ch == "\n":
                    out.append("\\n")
                elif ch == "\t":
                    out.append("\\t")
                elif ord(ch) < 0x20 or ord(ch) > 0x7e:
                    out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else self._surrogates(ord(ch)))
                else:
                    out.append(ch)
            out.append('"')
            return "".join(out)
        raise TypeError(f"Object of type {type(v).__name__} is not serializable")

    @staticmethod
    def _surrogates(cp):
        cp -= 0x10000
        return f"\\u{0xd800 + (cp >> 10):04x}\\u{0xdc00 + (cp & 0x3ff):04x}"

    def compact(self, v):
        if isinstance(v, dict):
            items = sorted(v.items()) if self.sort_keys else v.items()
            return "{" + ", ".join(f"{self.scalar(str(k))}: {self.compact(x)}" for k, x in items) + "}"
        if isinstance(v, (list, tuple)):
            return "[" + ", ".join(self.compact(x) for x in v) + "]"
        return self.scalar(v)

    def format(self, v, level=0, seen=None):
        seen = set() if seen is None else seen
        if isinstance(v, (dict, list, tuple)):
            if id(v) in seen:
                raise ValueError("Circular reference detected")
            seen = seen | {id(v)}
        flat = self.compact(v) if not isinstance(v, (dict, list, tuple)) or not self._has_cycle(v, seen) else None
        if flat is not None and len(flat) + level * self.indent <= self.width:
            return flat
        pad = " " * (self.indent * (level + 1))
        end = " " * (self.indent * level)
        if isinstance(v, dict):
            items = sorted(v.items()) if self.sort_keys else list(v.items())
            if not items:
                return "{}"
            body = ",\n".join(f"{pad}{self.scalar(str(k))}: {self.format(x, level + 1, seen)}" for k, x in items)
            return "{\n" + body + "\n" + end + "}"
        if isinstance(v, (list, tuple)):
            if not v:
                return "[]"
            body = ",\n".join(pad + self.format(x, level + 1, seen) for x in v)
            return "[\n" + body + "\n" + end + "]"
        return flat

    def _has_cycle(self, v, seen):
        stack = [(v, seen)]
        while stack:
            node, path = stack.pop()
            children = node.values() if isinstance(node, dict) else node
            for c in children:
                if isinstance(c, (dict, list, tuple)):
                    if id(c) in path:
                        return True
                    stack.append((c, path | {id(c)}))
        return False


doc = {
    "name": "Widget \"Pro\"",
    "version": [2, 1, 0],
    "price": 19.99,
    "tags": ["tools", "hardware", "sale"],
    "active": True,
    "discontinued": None,
    "dimensions": {"w": 10.5, "h": 3, "d": 0.25, "unit": "cm"},
    "notes": "line one\nline two\ttabbed",
    "unicode": "café ☕ 𝄞",
    "variants": [{"sku": "W-1", "stock": 0}, {"sku": "W-2", "stock": 12, "extra": {"color": "red", "sizes": [1, 2, 3]}}],
    "empty": {},
    "none": [],
    7: "int key",
}
pp = PrettyPrinter(indent=2, width=50)
out = pp.format(doc)
print(out)
print(PrettyPrinter(indent=4, width=20, sort_keys=True).format(doc["variants"][1]))
reference = json.dumps(doc, ensure_ascii=True)
mine = pp.compact(doc)
print(json.loads(mine) == json.loads(reference))
print(mine == reference, len(mine), len(reference))
print(json.dumps(doc["dimensions"], indent=2, sort_keys=True))
print(json.dumps(doc["unicode"]), json.dumps(doc["unicode"], ensure_ascii=False))
print(json.dumps([1.0, 1e20, 1e-7, 3.14, -0.0, 10 ** 20]), pp.compact([1.0, 1e20, 1e-7, 3.14, -0.0, 10 ** 20]))
cyc = [1, 2]
cyc.append([cyc])
for bad in (cyc, {"x": float("nan")}, {"s": {1, 2}}):
    try:
        pp.format(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    json.dumps(cyc)
except ValueError as e:
    print("json:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("json:", e)
print(json.dumps(OrderedDict([("z", 1), ("a", [])]), separators=(",", ":")), json.dumps((1, 2)), json.dumps("a/b"))
print(json.loads('{"a": [1, 2.5, "x", null, true], "b": {"c": -1e2}}'), json.loads("[]"), json.loads('"\\u00e9"'))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("decode:", e.msg, e.pos, e.lineno, e.colno)
