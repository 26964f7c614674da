import sys, io
print("a", "b", sep=None, end=None)
print(*[], sep="x")
print("no newline", end="")
n = sys.stdout.write("written\n")
print(n, sys.stdout.isatty(), sys.stdout.encoding, sys.stdout.writable())
sys.stdout.writelines(["l1\n", "l2\n"])
print(1, 2, 3, sep=", ", end=".\n", file=None)
buf = io.StringIO()
print("to buf", 42, file=buf, sep="|")
print(repr(buf.getvalue()), buf.tell())
buf.seek(0); print(buf.read(2), buf.readline(), buf.read())
s = io.StringIO("x\ny\nz")
print(s.readlines(), list(io.StringIO("a\nb")), io.StringIO("abc").read(1))
b = io.BytesIO(); b.write(b"abc"); b.seek(1); print(b.read(), b.getvalue(), b.tell())
old = sys.stdout
sys.stdout = io.StringIO()
print("hidden")
captured = sys.stdout.getvalue()
sys.stdout = old
print("captured:", repr(captured))
print(f"{'pad':>{10}}", flush=True)
try:
    print("x", sep=1)
except TypeError as e:
    print(e)
w = io.TextIOWrapper(io.BytesIO(), encoding="utf-8"); w.write("héllo"); w.flush(); print(w.buffer.getvalue())
