import io
s = io.StringIO("line one\nline two\n\nlast")
print(s.readline(), s.tell(), repr(s.read(4)), s.readlines())
s.seek(0)
print([l.rstrip("\n") for l in s], s.read(), repr(s.readline()))
w = io.StringIO()
print(w.write("héllo"), w.write("\n"), w.tell(), repr(w.getvalue()))
w.seek(0); w.write("J"); print(repr(w.getvalue()))
w.truncate(3); print(repr(w.getvalue()), w.tell())
w.seek(0, io.SEEK_END); w.write("!"); print(repr(w.getvalue()))
print(io.StringIO("a\r\nb\rc\n", newline=None).readlines(), io.StringIO("a\r\nb", newline="").readlines())
b = io.BytesIO()
b.write(b"\x00\x01abc"); b.write(bytes([255]))
print(b.getvalue(), b.tell(), b.seek(2), b.read(3), b.read(), b.read())
b.seek(-2, io.SEEK_END); print(b.read())
view = io.BytesIO(b"hello world").getbuffer()
print(bytes(view[:5]), len(view))
bi = io.BytesIO(b"l1\nl2\nl3")
print(bi.readline(), list(bi), bi.readable(), bi.writable(), bi.seekable())
t = io.TextIOWrapper(io.BytesIO("naïve\ncafé\n".encode("utf-8")), encoding="utf-8")
print(t.read().splitlines(), t.encoding)
raw = io.BytesIO()
tw = io.TextIOWrapper(raw, encoding="latin-1", newline="\r\n")
tw.write("é\n"); tw.flush()
print(raw.getvalue())
c = io.StringIO("x")
c.close()
try:
    c.read()
except ValueError as e:
    print(type(e).__name__, e)
print(c.closed)
with io.StringIO() as f:
    print("inside", file=f, end="|")
    print(2, 3, sep="-", file=f)
    val = f.getvalue()
print(repr(val))
try:
    io.StringIO().write(b"x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    io.BytesIO().write("x")
except TypeError as e:
    print(type(e).__name__, e)
def count_words(stream):
    counts = {}
    for line in stream:
        for w in line.lower().split():
            w = w.strip(".,!?")
            counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(count_words(io.StringIO("The cat. The dog!\nA cat? the END")))
