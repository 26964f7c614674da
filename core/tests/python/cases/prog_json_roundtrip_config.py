import json
config = {"name": "svc", "ports": [80, 443], "debug": False, "limits": {"cpu": 1.5, "mem": None}, "tags": ("a", "b")}
text = json.dumps(config, indent=4)
print(text)
back = json.loads(text)
print(back == config, back["tags"], type(back["limits"]["cpu"]).__name__)
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
def enc(o):
    if isinstance(o, Point): return {"__point__": [o.x, o.y]}
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
def dec(d):
    return Point(*d["__point__"]) if "__point__" in d else d
s = json.dumps({"p": Point(1, 2), "q": [Point(3, 4)]}, default=enc, sort_keys=True)
print(s)
obj = json.loads(s, object_hook=dec)
print(obj["p"].x, obj["q"][0].y)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print(e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("decode error at", e.pos)
