import json
from collections import OrderedDict

SCHEMA = {
    "type": "object",
    "required": ["id", "name", "price"],
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "maxLength": 20},
        "price": {"type": "number", "minimum": 0},
        "tags": {"type": "array", "items": {"type": "string"}},
        "dims": {"type": "object", "properties": {"w": {"type": "number"}, "h": {"type": "number"}}},
        "active": {"type": "boolean"},
    },
}

TYPES = {"integer": int, "string": str, "number": (int, float), "array": list, "object": dict, "boolean": bool}


def validate(doc, schema, path="$"):
    errors = []
    expected = TYPES[schema["type"]]
    if schema["type"] in ("integer", "number") and isinstance(doc, bool):
        return [f"{path}: expected {schema['type']}, got boolean"]
    if not isinstance(doc, expected):
        return [f"{path}: expected {schema['type']}, got {type(doc).__name__}"]
    if "minimum" in schema and doc < schema["minimum"]:
        errors.append(f"{path}: {doc} < minimum {schema['minimum']}")
    if "maxLength" in schema and len(doc) > schema["maxLength"]:
        errors.append(f"{path}: length {len(doc)} > {schema['maxLength']}")
    if schema["type"] == "object":
        for key in schema.get("required", []):
            if key not in doc:
                errors.append(f"{path}: missing required {key!r}")
        for key, sub in schema.get("properties", {}).items():
            if key in doc:
                errors.extend(validate(doc[key], sub, f"{path}.{key}"))
        extra = sorted(set(doc) - set(schema.get("properties", {})))
        if extra:
            errors.append(f"{path}: unexpected keys {extra}")
    if schema["type"] == "array" and "items" in schema:
        for i, item in enumerate(doc):
            errors.extend(validate(item, schema["items"], f"{path}[{i}]"))
    return errors


docs = '''[
 {"id": 1, "name": "Widget", "price": 9.99, "tags": ["a", "b"], "dims": {"w": 1, "h": 2.5}},
 {"id": 0, "name": "A very long product name indeed", "price": -1},
 {"id": "7", "price": 3, "tags": ["x", 5], "active": 1},
 {"id": 3, "name": "Gizmo", "price": true, "color": "red", "dims": {"w": "wide"}}
]'''
for i, doc in enumerate(json.loads(docs)):
    errs = validate(doc, SCHEMA)
    print(f"doc {i}: {'OK' if not errs else str(len(errs)) + ' error(s)'}")
    for e in errs:
        print("   ", e)

print(json.dumps(SCHEMA["properties"]["dims"], indent=1))
print(json.dumps({"b": [1, 2], "a": {"c": None}}, indent="\t", sort_keys=True))
print(json.dumps([1, [2, [3, {}]], []], indent=2))
print(json.dumps("snowman ☃ \n \" \\ \t \u0001"), json.dumps("☃", ensure_ascii=False))
print(json.loads('"\\ud83d\\ude00"'), json.loads('[1e3, -0, 0.5, 1E-2, 12345678901234567890]'))
print(json.loads('{"a": 1, "a": 2}'), json.loads("  [true, false, null]  "))
pairs = json.loads('{"z": 1, "y": 2}', object_pairs_hook=lambda ps: ps)
print(pairs, json.loads('{"z": 1, "y": 2}', object_pairs_hook=OrderedDict))
print(json.loads("3.25", parse_float=lambda s: f"float:{s}"), json.loads("7", parse_int=lambda s: int(s) * 2))
print(json.loads("[NaN, Infinity, -Infinity]"), json.dumps(float("nan")))
try:
    json.dumps(float("inf"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): "skip", "ok": 1}, skipkeys=True))
circular = []
circular.append(circular)
try:
    json.dumps(circular)
except ValueError as e:
    print("ValueError:", e)


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return {"__set__": sorted(o)}
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)


print(json.dumps({"s": {3, 1}, "c": 1 + 2j}, cls=Encoder))
try:
    json.dumps(object(), cls=Encoder)
except TypeError as e:
    print("TypeError:", str(e)[:40])
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), json.dumps(True), json.dumps(None), json.dumps("x"), json.dumps(1.0))
for bad in ["", "[", '{"a"}', "[1,]", "tru", '"unterminated', "01", "[1] x"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:16} -> {e}")
