import json
import copy
from io import StringIO

DEFAULTS = {
    "server": {"host": "localhost", "port": 8080, "tls": False},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {"beta": False, "max_items": 100, "ratio": 0.75},
    "name": "demo-app",
}


def deep_merge(base, override):
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def flatten(d, prefix=""):
    for k, v in d.items():
        path = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, path)
        else:
            yield path, v


def validate(cfg):
    errors = []
    port = cfg["server"]["port"]
    if not isinstance(port, int) or not 0 < port < 65536:
        errors.append(f"server.port: bad value {port!r}")
    if cfg["logging"]["level"] not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
        errors.append(f"logging.level: unknown {cfg['logging']['level']!r}")
    return errors


user_text = """
{
  "server": {"port": 9090, "tls": true},
  "logging": {"level": "DEBUG", "handlers": ["console", "file"]},
  "features": {"beta": true, "tags": ["a", "b"], "nothing": null},
  "unicode": "caf\\u00e9 \\u2603"
}
"""
user = json.loads(user_text)
cfg = deep_merge(DEFAULTS, user)
print(json.dumps(cfg, indent=2, sort_keys=True))
for path, value in flatten(cfg):
    print(f"{path:<22} = {value!r}")
print("errors:", validate(cfg))
print(DEFAULTS["server"]["port"], "defaults untouched")

buf = StringIO()
json.dump(cfg, buf, separators=(",", ":"), ensure_ascii=False)
text = buf.getvalue()
print(len(text), text[:60])
again = json.load(StringIO(text))
print(again == cfg)
print(json.dumps(cfg["unicode"]), json.dumps(cfg["unicode"], ensure_ascii=False))

bad_cfg = deep_merge(cfg, {"server": {"port": 70000}, "logging": {"level": "LOUD"}})
for err in validate(bad_cfg):
    print("  !", err)

for broken in ['{"a": 1,}', '{"a" 1}', '[1, 2', '{"a": NaN}', "'single'"]:
    try:
        print(json.loads(broken))
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e.msg, "at", e.pos, "line", e.lineno, "col", e.colno)

class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

def encode(o):
    if isinstance(o, Version):
        return {"__version__": ".".join(map(str, o.parts))}
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

doc = {"v": Version("1.2.10"), "ids": {3, 1, 2}}
s = json.dumps(doc, default=encode)
print(s)
back = json.loads(s, object_hook=lambda d: Version(d["__version__"]) if "__version__" in d else d)
print(back["v"].parts, back["ids"])
try:
    json.dumps({"x": object()}, default=encode)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"x": complex(1, 2)})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
print(json.dumps([float("inf"), -0.0, 1e100, 1/3]))
