# pickle: dump/load over files. Several pickles in one file, each load leaving the file just
# after its STOP; framed protocol 4 pickles read from a file; Pickler/Unpickler reused.
import io
import pickle

f = io.BytesIO()
for p in range(6):
    pickle.dump(("x", p, [1.5] * 3), f, p)
big = ["s%05d" % i * 3 for i in range(3000)]
pickle.dump(big, f, 4)
pickle.dump({"after": True}, f)
print(len(f.getvalue()))
f.seek(0)
for i in range(8):
    v = pickle.load(f)
    print(type(v).__name__, len(v), f.tell(), v if len(v) < 5 else v[-1])
try:
    pickle.load(f)
except EOFError as e:
    print("EOFError", e)

f = io.BytesIO()
p = pickle.Pickler(f, 2)
obj = [1, 2]
p.dump(obj)
p.dump(obj)
print(f.getvalue())
f.seek(0)
u = pickle.Unpickler(f)
a = u.load()
b = u.load()
print(a, b, a is b)


class Reader:
    # A file with only read and readline.
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def read(self, n=-1):
        chunk = self.data[self.pos:self.pos + n] if n >= 0 else self.data[self.pos:]
        self.pos += len(chunk)
        return chunk

    def readline(self):
        end = self.data.find(b"\n", self.pos)
        end = len(self.data) if end < 0 else end + 1
        chunk = self.data[self.pos:end]
        self.pos = end
        return chunk


for proto in range(6):
    r = Reader(pickle.dumps({"k": [1, "two", 3.0]}, proto) + b"rest")
    print(proto, pickle.load(r), r.data[r.pos:])


class Writer:
    def __init__(self):
        self.parts = []

    def write(self, b):
        self.parts.append(bytes(b))
        return len(b)


w = Writer()
pickle.dump(big, w, 4)
print(len(w.parts) >= 1, b"".join(w.parts) == pickle.dumps(big, 4))
try:
    pickle.load(io.BytesIO(b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00N."))
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)
try:
    pickle.Unpickler(5)
except TypeError as e:
    print("TypeError", e)
