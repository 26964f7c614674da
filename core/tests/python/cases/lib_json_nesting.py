# json and deep nesting: a few hundred levels work; far deeper ones raise CPython's
# RecursionError messages (decoding an array or an object, encoding with or without indent).
import json

for n in [1, 10, 100, 250]:
    doc = "[" * n + "]" * n
    v = json.loads(doc)
    depth = 0
    while v:
        v = v[0]
        depth += 1
    print(n, depth + 1, json.dumps(json.loads(doc)) == doc)
    doc = '{"a": ' * n + "null" + "}" * n
    v = json.loads(doc)
    print(n, json.dumps(v) == doc, len(json.dumps(v, indent=1)))
for doc in ["[" * 5000, "[" * 5000 + "]" * 5000, '{"k": ' * 5000, '{"k": ' * 5000 + "1" + "}" * 5000]:
    try:
        json.loads(doc)
    except RecursionError as e:
        print("RecursionError:", e)
deep_list = []
deep_dict = {}
for i in range(5000):
    deep_list = [deep_list]
    deep_dict = {"k": deep_dict}
for f in [lambda: json.dumps(deep_list), lambda: json.dumps(deep_dict),
          lambda: json.dumps(deep_dict, separators=(",", ":")),
          lambda: json.dumps(deep_list, indent=2)]:
    try:
        f()
    except RecursionError as e:
        print("RecursionError:", e)
wide = {"k%d" % i: list(range(i % 7)) for i in range(2000)}
text = json.dumps(wide)
print(len(text), json.loads(text) == wide)
text = json.dumps(wide, indent=2, sort_keys=True)
print(len(text), json.loads(text) == wide, text[-40:])
