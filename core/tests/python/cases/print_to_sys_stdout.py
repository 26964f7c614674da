# print() writes to whatever sys.stdout is now: a replaced stream, or an object with write().
import contextlib
import io
import sys


class Collect:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        self.parts.append("<flush>")


c = Collect()
saved = sys.stdout
sys.stdout = c
print("hello", 1, sep="-")
print("x", file=None, end="!")
sys.stdout.write("direct\n")
sys.stdout = saved
print(c.parts)
print("to c", file=c)
print(c.parts[-2:])

buf = io.StringIO()
sys.stdout = buf
print("captured", [1, 2])
sys.stdout = sys.__stdout__
print(repr(buf.getvalue()))

buf = io.StringIO()
with contextlib.redirect_stdout(buf) as target:
    print("inside")
    print(target is buf)
print("after", repr(buf.getvalue()))
print(sys.stdout is sys.__stdout__)
sys.stdout = None
print("nowhere")
sys.stdout = sys.__stdout__
print("back")
f = Collect()
print("a", "b", file=f, flush=True)
print("c", file=f, flush=False)
print(f.parts)
