# json: nested data survives dumps -> loads, with and without indent and sort_keys.
import json

data = {
    "name": "widget",
    "id": 1234567890123,
    "price": 19.99,
    "tags": ["a", "b", "c"],
    "dims": {"w": 1.5, "h": -2, "d": 0.0},
    "ok": True,
    "missing": None,
    "nested": [[1, [2, [3, [4, []]]]], {"x": {"y": {"z": {}}}}],
    "empty": {"list": [], "dict": {}, "str": ""},
    "unicode": "caf\u00e9 \u2603 \U0001f600",
    "quotes": 'say "hi" \\ there\n',
}
for kw in [{}, {"indent": 2}, {"sort_keys": True}, {"indent": "\t", "sort_keys": True},
           {"separators": (",", ":")}, {"ensure_ascii": False}]:
    text = json.dumps(data, **kw)
    back = json.loads(text)
    print(kw, len(text), back == data)
print(json.dumps(data))
print(json.loads(json.dumps(data)))

for value in [0, -1, 3.25, 1e-7, 1e22, -0.0, "", "x", True, False, None, [], {}, [[]], [{}],
              {"": ""}, ["\u0000\u001f"], 2 ** 62, -(2 ** 62)]:
    text = json.dumps(value)
    back = json.loads(text)
    print(repr(value), text, repr(back), back == value, type(back).__name__)

# tuples come back as lists; non-str keys come back as str
print(json.loads(json.dumps((1, (2, 3), [4, (5,)]))))
print(json.loads(json.dumps({1: "a", 2.5: "b", True: "c", None: "d", False: "e"})))
big = [{"i": i, "sq": i * i, "s": str(i) * (i % 5), "f": i / 8} for i in range(200)]
text = json.dumps(big)
print(len(text), json.loads(text) == big, text[:120])
text = json.dumps(big, indent=1)
print(len(text), json.loads(text) == big)
deep = []
cur = deep
for i in range(50):
    nxt = [i]
    cur.append(nxt)
    cur = nxt
text = json.dumps(deep)
print(text)
print(json.loads(text) == deep)
