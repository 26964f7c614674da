# print with sep/end/file/flush, None separators, objects with write().
import io
import sys

print(1, 2, 3, sep="-", end="!\n")
print(sep="x")
print("a", "b", sep="")
print("a", end="")
print()
buf = io.StringIO()
print("to buf", 5, file=buf, sep=":")
print(repr(buf.getvalue()))
print(None, sep=None, end=None)
try:
    print("x", sep=5)
except TypeError as e:
    print(e)
try:
    print("x", end=b"")
except TypeError as e:
    print(e)
print(*[], sep="x")
print(*"abc", sep="|")
sys.stdout.write("w\n")
print(sys.stdout.write("ab"))


class WS:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)


w = WS()
print("a", "b", file=w)
print(w.parts)
print("x", file=None, flush=True)


class Str:
    def __str__(self): return "STR"
    def __repr__(self): return "REPR"
    def __format__(self, spec): return f"FMT[{spec}]"


o = Str()
print(o, f"{o}", f"{o!s}", f"{o!r}", f"{o:xy}", "{}".format(o), "%s" % o, str(o), format(o), [o], f"{o=}")
