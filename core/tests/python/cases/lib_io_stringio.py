# io.StringIO: write, read, readline(s), iteration, getvalue, seek, tell, truncate, close,
# the context manager, newline modes and the errors.
import io

s = io.StringIO()
print(s.write("hello\n"), s.write("world"), s.tell(), repr(s.getvalue()))
print(s.seek(0), repr(s.read(3)), s.tell(), repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(2)
print(s.write("XY"), repr(s.getvalue()), s.tell())
s.seek(20)
s.write("!")
print(repr(s.getvalue()), s.tell())
print(s.truncate(5), repr(s.getvalue()), s.tell())
print(s.seek(0, 2), s.write("+"), repr(s.getvalue()))
s = io.StringIO("a\nb\r\nc\rd\n")
print(s.tell(), s.readlines())
for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO("a\nb\r\nc\rd", newline=nl)
    print(repr(nl), repr(s.getvalue()), s.readlines(), list(io.StringIO("x\ny\r\nz", newline=nl)))
    w = io.StringIO(newline=nl)
    w.write("1\n2\r\n3\r")
    print(repr(w.getvalue()))
s = io.StringIO("one\ntwo\nthree\nfour\n")
print(s.readlines(5), s.readline(2), s.readline(-1), s.read(), repr(s.read()))
s = io.StringIO("line1\nline2\nline3")
for line in s:
    print(repr(line))
s.seek(0)
print(next(s), list(s), repr(s.readline()))
with io.StringIO("abc") as f:
    print(f.read(), f.closed, f.readable(), f.writable(), f.seekable(), f.isatty())
print(f.closed)
for op in [lambda: f.read(), lambda: f.write("x"), lambda: f.getvalue(), lambda: f.tell(),
           lambda: f.seek(0), lambda: next(f), lambda: f.readline(), lambda: f.__enter__()]:
    try:
        op()
    except ValueError as e:
        print(type(e).__name__, e)
f.close()
print(f.closed)
s = io.StringIO()
for args in [(-1,), (1, 1), (1, 2), (0, 3), (0, 2), (0, 1), (5,)]:
    try:
        print(args, s.seek(*args), s.tell())
    except (ValueError, OSError) as e:
        print(args, type(e).__name__, e)
for bad in [lambda: s.write(3), lambda: s.write(None), lambda: s.read("x"),
            lambda: io.StringIO(newline="x"), lambda: io.StringIO(5),
            lambda: io.StringIO(newline=1), lambda: s.truncate(-1)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
s = io.StringIO()
s.writelines(["a", "b\n", "c"])
print(repr(s.getvalue()), repr(s.read()), s.tell(), repr(s.read(-1)), repr(s.read(None)))
s.seek(0)
print([line for line in s], s.read(0), s.read(5))
s = io.StringIO("0123456789")
print(s.read(3), s.read(3), s.tell(), s.truncate(), repr(s.getvalue()), s.read())
print(s.seek(1), s.truncate(), s.getvalue(), s.tell(), s.write("z"), s.getvalue())
print(io.StringIO(None).getvalue() == "", io.StringIO("\u00e9\U0001f600").read(1))
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
t = io.StringIO()
for i in range(1000):
    t.write(str(i))
    t.write(",")
v = t.getvalue()
print(len(v), v[:20], v[-10:])
# reading from between the two characters of "\r\n", and readlines' hint
for nl in ["", "\r\n", "\n", "\r", None]:
    s = io.StringIO("ab\r\ncd\r\nef\rgh\n", newline=nl)
    s.seek(3)
    print(repr(nl), repr(s.readline()), s.tell(), s.readlines(), s.seek(1), s.readlines(2))
big = io.StringIO("".join("line %d\n" % i for i in range(3000)))
print(sum(1 for _ in big), big.tell())
big.seek(7000)
print(repr(big.readline()), repr(big.readline(3)), repr(big.readline()), big.tell())
