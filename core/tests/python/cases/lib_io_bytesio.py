# io.BytesIO: write (padding past the end with zeros, overwriting inside), read(n), read1,
# readinto, readline, readlines (hint), iteration, getvalue, getbuffer, seek (whence 0, 1, 2)
# and tell, truncate, writelines, close/closed, the context manager, and CPython's errors.
import io


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


b = io.BytesIO(b"ab\ncd\n\nef")
print(b.read(2), b.readline(), b.readlines(), b.tell())
print(b.seek(-2, 2), b.read(), b.seek(-20, 1), b.read(0))
t(lambda: b.seek(-1))
t(lambda: b.seek(0, 3))
t(lambda: b.seek(1.5))
t(lambda: b.write("x"))
t(lambda: b.write(12))
print(b.seek(12), b.write(b"Z"), b.getvalue())
print(b.truncate(3), b.tell(), b.getvalue(), b.truncate(), b.getvalue())
t(lambda: b.truncate(-1))
print(b.seek(1), b.write(b"XY"), b.getvalue(), b.tell())
print(b.write(bytearray(b"qq")), b.write(memoryview(b"mm")), b.getvalue())
print(b.seek(0), b.read(None), b.seek(0), b.read(-1), b.seek(1), b.read1(2))
t(lambda: b.read("x"))
t(lambda: b.readline(1.0))
buf = bytearray(4)
print(b.seek(0), b.readinto(buf), buf, b.readinto(bytearray(9)))
print(b.readable(), b.writable(), b.seekable(), b.isatty(), b.flush())
b.writelines([b"1", b"2"])
print(b.getvalue(), bytes(b.getbuffer()), b.closed)
b.close()
print(b.closed)
t(lambda: b.read())
t(lambda: b.getvalue())
t(lambda: b.write(b""))
t(lambda: b.tell())
t(lambda: b.readable())
print(b.close())
print(io.BytesIO(None).getvalue(), io.BytesIO(bytearray(b"x")).getvalue(),
      io.BytesIO(memoryview(b"xy")).getvalue(), io.BytesIO(initial_bytes=b"k").read())
t(lambda: io.BytesIO("abc"))
with io.BytesIO(b"x\ny\n") as c:
    print(list(c), c.closed)
    c.seek(0)
    for line in c:
        print(line)
print(c.closed, type(c))
print(io.BytesIO(b"abc").readlines(1), io.BytesIO(b"a\nb\nc").readlines(2),
      io.BytesIO(b"a\nb\nc").readline(1))
z = io.BytesIO()
for i in range(3):
    z.write(bytes([65 + i]) * 2 + b"\n")
z.seek(0)
print(z.readlines(), len(z.getvalue()))
