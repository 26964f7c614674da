# JSONEncoder.iterencode yields CPython's chunks (its Python encoder), with and without indent;
# encode with _one_shot gives one chunk.
import json

values = [
    1, "s", None, [], {}, [1, "a", None, True, False, 2.5],
    {"a": 1, "b": [1, 2], "c": {"d": "e"}, "f": []},
    [[1, [2]], {"x": {}}, [{}]],
    {"k": [{"n": None}, [True]], "l": "end"},
]
for v in values:
    print(list(json.JSONEncoder().iterencode(v)))
    print(list(json.JSONEncoder(indent=2).iterencode(v)))
    print(list(json.JSONEncoder(sort_keys=True, separators=(",", ":")).iterencode(v)))
print(list(json.JSONEncoder(indent="\t").iterencode({"a": [1, {"b": 2}]})))
print(list(json.JSONEncoder().iterencode([1, {2: 3}], _one_shot=True)))
print(list(json.JSONEncoder(indent=1).iterencode([1, 2], _one_shot=True)))
gen = json.JSONEncoder().iterencode({"a": [1, 2]})
print(type(gen).__name__, next(gen), next(gen), next(gen), list(gen))

class Obj:
    pass

enc = json.JSONEncoder(default=lambda o: {"obj": [1]})
print(list(enc.iterencode([Obj(), 2])))
print(list(enc.iterencode(Obj())))
chunks = json.JSONEncoder().iterencode([1, [2, float("nan")], object()])
got = []
try:
    for c in chunks:
        got.append(c)
except TypeError as e:
    print("TypeError:", e)
print(got)
chunks = json.JSONEncoder(allow_nan=False).iterencode([1, [2, float("inf")]])
got = []
try:
    for c in chunks:
        got.append(c)
except ValueError as e:
    print("ValueError:", e)
print(got)
