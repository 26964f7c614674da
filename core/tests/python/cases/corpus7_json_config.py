import json
from collections import ChainMap

DEFAULTS = {"debug": False, "workers": 4, "db": {"host": "localhost", "port": 5432}, "tags": []}
raw_user = '{"workers": 8, "db": {"port": 6543, "user": "app"}, "tags": ["a", "b"], "ratio": 0.75, "name": "svc\\u00e9"}'
raw_env = {"DEBUG": "true", "WORKERS": "16", "DB_HOST": "db.internal"}

def deep_merge(base, over):
    out = dict(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out

def coerce(s):
    low = s.lower()
    if low in ("true", "false"):
        return low == "true"
    for t in (int, float):
        try:
            return t(s)
        except ValueError:
            pass
    return s

def env_to_tree(env):
    tree = {}
    for key, val in sorted(env.items()):
        parts = key.lower().split("_")
        node = tree
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = coerce(val)
    return tree

user = json.loads(raw_user)
cfg = deep_merge(deep_merge(DEFAULTS, user), env_to_tree(raw_env))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, ensure_ascii=True)[-30:])
flat = {}
def flatten(d, prefix=""):
    for k, v in d.items():
        if isinstance(v, dict):
            flatten(v, f"{prefix}{k}.")
        else:
            flat[f"{prefix}{k}"] = v
flatten(cfg)
for k in sorted(flat):
    print(f"{k:<10} = {flat[k]!r}")
cm = ChainMap({"workers": 1}, user, DEFAULTS)
print(cm["workers"], cm["debug"], cm["db"], len(cm), sorted(cm))
class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}, "c": 1 + 2j, "t": (1, 2)}, cls=Encoder))
try:
    json.dumps({"x": object()})
except TypeError as e:
    print("TypeError:", e)
def hook(d):
    if "re" in d and "im" in d:
        return complex(d["re"], d["im"])
    return d
print(json.loads('{"c": {"re": 1.5, "im": -2}, "n": [1, {"re": 0, "im": 1}]}', object_hook=hook))
print(json.loads("[1.0, 2, 1e2, -0, 3.14]", parse_float=str), json.loads('{"a": 1, "a": 2}'), json.loads('"\\ud83d\\ude00"'))
for bad in ['{"a" 1}', "[1, 2", '{"a": nan}', "", '["tab\tinside"]']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r}: {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}), json.dumps([float("nan"), -float("inf")]))
print(json.dumps({"b": 1, "a": [1, 2]}, indent="\t"), json.dumps("ünï", ensure_ascii=False), json.dumps([[]], indent=3))
