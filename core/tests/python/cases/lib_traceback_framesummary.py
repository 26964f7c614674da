import traceback

fs = traceback.FrameSummary("x.py", 3, "fn", line="  call()  ")
print(fs, fs.line, repr(fs._line), list(fs), len(fs))
print(fs == ("x.py", 3, "fn", "call()"), fs[0], fs[-1], fs[1:3])
fs2 = traceback.FrameSummary("x.py", 3, "fn", lookup_line=False)
print(fs == fs2, fs2.locals, fs2.colno, fs2.end_lineno, fs != fs2)
fs3 = traceback.FrameSummary("x.py", 4, "g", locals={"a": 1, "b": "s"}, line="g()")
print(fs3.locals, fs3 == fs3, fs3 == fs)
filename, lineno, name, line = fs3
print(filename, lineno, name, line)
summary = traceback.StackSummary.from_list([fs, ("y.py", 9, "h", "h()"), fs3])
print(type(summary).__name__, len(summary), summary[1])
print("".join(summary.format()), end="")
print(traceback.format_list([("a.py", 1, "m", "x = 1"), ("a.py", 2, "m", None)]))
print("".join(traceback.format_list([("r.py", 5, "r", "r()")] * 6)), end="")
print("".join(traceback.format_list([("r.py", 5, "r", "r()")] * 4)), end="")
print("".join(traceback.format_list([("r.py", 5, "r", "r()")] * 3 + [("r.py", 6, "r", "x")])), end="")
import io
buf = io.StringIO()
traceback.print_list([("p.py", 7, "q", "pass")], file=buf)
print(repr(buf.getvalue()))


class Short(traceback.StackSummary):
    def format_frame_summary(self, frame_summary):
        if frame_summary.name == "skip":
            return None
        return f"{frame_summary.name}@{frame_summary.lineno}\n"


print(Short.from_list([("a", 1, "one", ""), ("a", 2, "skip", ""), ("a", 3, "three", "")]).format())
print(Short.from_list([fs]) == [fs], traceback.StackSummary() == [])
try:
    hash(fs)
except TypeError as e:
    print("TypeError:", e)
traceback.format_list([("a.py", 1)])
