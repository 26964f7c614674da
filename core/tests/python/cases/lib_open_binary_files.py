# open() in binary modes: 'wb' writes bytes (any byte value), 'rb' reads them back whole, by
# line and by count, 'ab' appends, 'r+b' reads and writes; the file objects' types and reprs,
# the refusals (a str to a binary file, reading a file opened for writing, an encoding in binary
# mode), and a text read of a non-UTF-8 file. The file is removed at the end.
import os


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


name = "playground_case_blob.bin"
data = bytes(range(256))
with open(name, "wb") as f:
    print(type(f).__name__, repr(f), f.readable(), f.writable())
    print(f.write(data), f.write(b"\nline two\n"), f.write(bytearray(b"end")))
    t(lambda: f.write("text"))
    t(lambda: f.read())
print(f.closed)
with open(name, "rb") as f:
    print(type(f).__name__, repr(f))
    got = f.read()
    print(len(got), got[:4], got[-13:], got[:256] == data)
    t(lambda: f.write(b"x"))
with open(name, "rb") as f:
    print(f.read(3), f.tell(), f.seek(256), f.readline(), list(f))
with open(name, "ab") as f:
    f.write(b"!")
with open(name, "r+b") as f:
    print(repr(f), f.read(2), f.seek(0), f.write(b"AB"), f.seek(-4, 2), f.read())
with open(name, "rb") as f:
    print(f.read(4))
t(lambda: open(name, "rb", encoding="utf-8"))
t(lambda: open(name, "rb", newline=""))
t(lambda: open(name, "rbt"))
t(lambda: open(name, "r").read())
with open(name, "wb") as f:
    f.write("héllo\n".encode())
with open(name) as f:
    print(repr(f.read()))
with open(name, "rb") as f:
    print(f.read())
os.remove(name)
print(os.path.exists(name))
t(lambda: open(name, "rb"))
