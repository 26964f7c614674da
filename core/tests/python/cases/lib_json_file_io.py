# json.dump / json.load through io.StringIO and any object with write/read.
import io
import json

data = {"name": "x", "values": [1, 2.5, None, True], "nested": {"k": ["a", {"b": []}]}}
buf = io.StringIO()
print(json.dump(data, buf))
print(buf.getvalue())
buf.seek(0)
print(json.load(buf) == data, buf.tell(), len(buf.getvalue()))
buf = io.StringIO()
json.dump(data, buf, indent=2, sort_keys=True)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))

class Recorder:
    def __init__(self):
        self.chunks = []

    def write(self, s):
        self.chunks.append(s)

rec = Recorder()
json.dump([1, {"a": "b"}, [], [2, 3]], rec)
print(rec.chunks)
rec = Recorder()
json.dump({"a": [1, 2]}, rec, indent=1)
print(rec.chunks)
rec = Recorder()
json.dump("just a string", rec)
json.dump(12, rec)
print(rec.chunks)

class Reader:
    def __init__(self, text):
        self.text = text
        self.calls = 0

    def read(self):
        self.calls += 1
        return self.text

r = Reader('{"from": "reader", "n": [1, 2]}')
print(json.load(r), r.calls)
print(json.load(Reader("[1.5, 2]"), parse_float=str))
print(json.load(Reader('{"a": 1}'), object_pairs_hook=list))
try:
    json.load(Reader("[1, 2"))
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
with io.StringIO() as f:
    json.dump({"with": True}, f, separators=(",", ":"))
    print(f.getvalue())
print(f.closed)
lines = io.StringIO()
for rec in [{"id": 1}, {"id": 2, "tags": ["x"]}, [3]]:
    lines.write(json.dumps(rec) + "\n")
lines.seek(0)
print([json.loads(line) for line in lines])
buf = io.StringIO()
try:
    json.dump({"bad": object()}, buf)
except TypeError as e:
    print("TypeError:", e)
print(repr(buf.getvalue()))
buf = io.StringIO('  {"a": [1, 2, 3]}  \n')
print(json.load(buf), repr(buf.read()))
