# json.dumps errors: not serializable, bad keys, circular references, out-of-range floats
# (the C encoder's message for one-shot dumps, the Python encoder's with indent or dump).
import io
import json

def attempt(f):
    try:
        print("ok", f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

class Thing:
    pass

attempt(lambda: json.dumps(Thing()))
attempt(lambda: json.dumps([1, {2, 3}]))
attempt(lambda: json.dumps({"a": object()}))
attempt(lambda: json.dumps({"a": object()}, indent=2))
attempt(lambda: json.dumps(Thing, indent=1))
attempt(lambda: json.dumps(range(3)))
attempt(lambda: json.dumps([lambda: 0]))
attempt(lambda: json.dumps({(1, 2): 3}))
attempt(lambda: json.dumps({(1, 2): 3}, indent=1))
attempt(lambda: json.dumps({Thing(): 3}))
attempt(lambda: json.dumps({Thing: 3}, sort_keys=False))
attempt(lambda: json.dumps({1: 1, "a": 2}, sort_keys=True))
attempt(lambda: json.dumps({"a": 2, 1: 1}, sort_keys=True))
attempt(lambda: json.dumps({"a": 2, 1: 1, None: 3}, sort_keys=True, indent=1))
attempt(lambda: json.dumps({1.5: 1, "b": 2, 3: 4}, sort_keys=True))

a = []
a.append(a)
attempt(lambda: json.dumps(a))
attempt(lambda: json.dumps(a, indent=1))
d = {}
d["self"] = d
attempt(lambda: json.dumps(d))
attempt(lambda: json.dumps([1, {"x": [d]}]))
attempt(lambda: json.dumps({"k": d}, indent=2))
t = ([],)
t[0].append(t)
attempt(lambda: json.dumps(t))

class Loop:
    pass

attempt(lambda: json.dumps(Loop(), default=lambda o: o))
attempt(lambda: json.dumps(Loop(), default=lambda o: [o]))
attempt(lambda: json.dumps([Loop()], default=lambda o: {"again": o}, indent=1))

for v in [float("nan"), float("inf"), float("-inf")]:
    attempt(lambda: json.dumps(v, allow_nan=False))
    attempt(lambda: json.dumps([1, v], allow_nan=False))
    attempt(lambda: json.dumps([1, v], allow_nan=False, indent=2))
    attempt(lambda: json.dumps({v: 1}, allow_nan=False))
    attempt(lambda: json.dumps({v: 1}, allow_nan=False, indent=0))
    buf = io.StringIO()
    attempt(lambda: json.dump({"x": v}, buf, allow_nan=False))
    print(repr(buf.getvalue()))

# a default that raises its own error
def picky(o):
    raise ValueError("no " + type(o).__name__ + " here")

attempt(lambda: json.dumps([Thing()], default=picky))
attempt(lambda: json.dumps(1, cls=None, bogus=True))
json.dumps({"items": {1, 2, 3}})
