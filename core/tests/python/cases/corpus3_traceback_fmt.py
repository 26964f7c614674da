import traceback, sys

def level3(x):
    return 10 / x

def level2(x):
    return level3(x - 1)

def level1():
    return level2(1)

try:
    level1()
except ZeroDivisionError:
    text = traceback.format_exc()
    lines = text.splitlines()
    print(lines[0])
    print(lines[-1])
    print(sum(1 for l in lines if l.strip().startswith("File")))
    et, ev, tb = sys.exc_info()
    print(et.__name__, ev, [f.name for f in traceback.extract_tb(tb)])

try:
    {"a": 1}["b"]
except KeyError as e:
    print(traceback.format_exception_only(type(e), e))
    print("".join(traceback.format_exception_only(e)).strip())

def chained():
    try:
        int("nope")
    except ValueError as e:
        raise RuntimeError("conversion failed") from e
try:
    chained()
except RuntimeError as e:
    out = traceback.format_exception(e)
    joined = "".join(out)
    print("direct cause" in joined, joined.count("Traceback"), out[-1].strip())
    print(repr(e.__cause__), e.__context__ is e.__cause__)
try:
    try:
        [][0]
    except IndexError:
        raise KeyError("during handling")
except KeyError as e:
    joined = "".join(traceback.format_exception(e))
    print("During handling of the above exception" in joined, joined.splitlines()[-1])
stack = traceback.extract_stack()
print(type(stack).__name__, stack[-1].name, stack[-1].line)
fs = traceback.FrameSummary("file.py", 12, "func", line="x = 1")
print(fs.filename, fs.lineno, fs.name, fs.line, list(traceback.format_list([fs]))[0].rstrip())
tbe = traceback.TracebackException.from_exception(ZeroDivisionError("boom"))
print(list(tbe.format_exception_only()), tbe.exc_type.__name__)
class Custom(Exception):
    def __str__(self):
        return "custom message"
print(traceback.format_exception_only(Custom, Custom())[0].strip())
print(traceback.format_exception_only(SyntaxError, SyntaxError("bad", ("f.py", 3, 5, "x = = 1\n"))))
