# io's abstract stream classes: subclassing RawIOBase/TextIOBase/BufferedIOBase, UnsupportedOperation, registration.
import io
class R(io.RawIOBase):
    def __init__(s): s.data=b'hello\nworld\n'; s.pos=0
    def readable(s): return True
    def readinto(s, b):
        n=min(len(b), len(s.data)-s.pos); b[:n]=s.data[s.pos:s.pos+n]; s.pos+=n; return n
r=R(); print(r.read(3), r.readline(), r.readall(), r.read(), list(R()), R().readlines(3))
class T(io.TextIOBase):
    pass
t=T()
for f in (lambda: t.read(), lambda: t.write('x'), lambda: t.seek(0), lambda: t.fileno(), lambda: t.detach(), lambda: t.tell(), lambda: t.truncate()):
  try: f()
  except io.UnsupportedOperation as e: print('UO', e)
print(t.encoding, t.readable(), t.closed, t.seekable()); t.close(); print(t.closed)
try: t.readline()
except ValueError as e: print(e)
try:
    with t: pass
except ValueError as e: print(e)
print(issubclass(io.StringIO, io.IOBase), isinstance(io.BytesIO(), io.RawIOBase), isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.StringIO(), io.TextIOBase))
print(isinstance(io.TextIOWrapper(io.BytesIO()), io.TextIOBase), issubclass(R, io.IOBase), isinstance(io.StringIO(), io.BufferedIOBase))
class Upper(io.TextIOBase):
    def __init__(self): self.parts = []
    def writable(self): return True
    def write(self, s): self.parts.append(s.upper()); return len(s)
u = Upper()
print("hello", "world", file=u)
u.writelines(["a", "b"])
print(u.parts)
class B(io.BufferedIOBase):
    def read(self, n=-1): return b"xyz"[:n]
ba = bytearray(2); print(B().readinto(ba), ba)
try: io.NoSuch
except AttributeError as e: print(e)
