# JSONEncoder and JSONDecoder subclasses: default, encode, iterencode, cls=, attributes.
import json

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"__point__": [o.x, o.y]}
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

print(json.dumps([Point(1, 2), {3, 1}], cls=PointEncoder))
print(json.dumps({"p": Point(0, 0)}, cls=PointEncoder, indent=2, sort_keys=True))
print(PointEncoder().encode(Point(5, 6)))
print(PointEncoder(separators=(",", ":")).encode([Point(5, 6)]))
print(list(PointEncoder().iterencode([Point(1, 1), "s"])))
try:
    json.dumps([range(2)], cls=PointEncoder)
except TypeError as e:
    print("TypeError:", e)

class Upper(json.JSONEncoder):
    def encode(self, o):
        return super().encode(o).upper()

print(json.dumps({"a": "b"}, cls=Upper), Upper().encode("x"))

class Chunky(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        for chunk in super().iterencode(o, _one_shot=False):
            yield "<" + chunk + ">"

print(Chunky().encode([1, {"a": None}]))
print(json.dumps([1, 2], cls=Chunky))

class ListChunks(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        return ["[", "42", "]"]

print(ListChunks().encode(object()), json.dumps(None, cls=ListChunks))

class Options(json.JSONEncoder):
    def __init__(self, **kw):
        kw["sort_keys"] = True
        kw["indent"] = 1
        super().__init__(**kw)

print(json.dumps({"b": 1, "a": [2]}, cls=Options))
enc = json.JSONEncoder()
print(enc.item_separator, enc.key_separator, enc.skipkeys, enc.ensure_ascii, enc.check_circular,
      enc.allow_nan, enc.sort_keys, enc.indent)
enc = json.JSONEncoder(indent=4, separators=(";", "="), sort_keys=True, skipkeys=True,
                       ensure_ascii=False, check_circular=False, allow_nan=False)
print(repr(enc.item_separator), repr(enc.key_separator), enc.skipkeys, enc.ensure_ascii,
      enc.check_circular, enc.allow_nan, enc.sort_keys, enc.indent)
print(repr(json.JSONEncoder(indent=2).item_separator), repr(json.JSONEncoder(indent=2).key_separator))
print(enc.encode({"b": "\u00e9", "a": [1, 2]}))
enc = json.JSONEncoder(default=lambda o: "D")
print(enc.encode([object(), 1]), enc.default(3))
try:
    json.JSONEncoder().default(Point(1, 2))
except TypeError as e:
    print("TypeError:", e)
print(json.JSONEncoder().encode("str \u00e9"), json.JSONEncoder(ensure_ascii=False).encode("str \u00e9"))

class Decoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        if "__point__" in d:
            x, y = d["__point__"]
            return ("Point", x, y)
        return d

text = json.dumps([Point(1, 2), {"q": Point(3, 4)}], cls=PointEncoder)
print(text)
print(json.loads(text, cls=Decoder))
print(json.loads(text, cls=Decoder, parse_int=lambda s: int(s) * 10))

class Shout(json.JSONDecoder):
    def decode(self, s):
        return ("decoded", super().decode(s.lower()))

print(json.loads('[TRUE, NULL]', cls=Shout))
try:
    json.loads("[1]", cls=json.JSONDecoder, bogus=1)
except TypeError as e:
    print("TypeError:", type(e).__name__)
