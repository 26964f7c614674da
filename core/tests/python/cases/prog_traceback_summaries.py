import traceback
import sys


class ConfigError(Exception):
    pass


def load(name):
    data = {"a": "1", "b": "x"}
    try:
        return int(data[name])
    except KeyError as e:
        raise ConfigError(f"missing key {name}") from e
    except ValueError:
        raise ConfigError(f"bad value for {name}")


def summarize(exc):
    lines = traceback.format_exception(type(exc), exc, exc.__traceback__)
    out = []
    for line in "".join(lines).splitlines():
        if "File " in line and ", line " in line:
            # keep function names, drop paths
            out.append(line.split("File ")[0] + "File ... in " + line.rsplit(" in ", 1)[-1])
        else:
            out.append(line)
    return "\n".join(out)


for key in ["a", "b", "c"]:
    try:
        print(key, load(key))
    except ConfigError as e:
        print(summarize(e))
        print("---")

try:
    load("c")
except ConfigError as e:
    tb = e.__traceback__
    frames = traceback.extract_tb(tb)
    print([f.name for f in frames], frames[-1].line)
    print(len(traceback.format_tb(tb)))
    te = traceback.TracebackException.from_exception(e)
    print(list(te.format_exception_only()), te.exc_type.__name__)
    print(type(e.__cause__).__name__, e.__cause__.args)


def deep(n):
    if n == 0:
        raise RuntimeError("bottom")
    return deep(n - 1)


try:
    deep(3)
except RuntimeError as e:
    names = [fs.name for fs in traceback.extract_tb(e.__traceback__)]
    print(names)
    stack = traceback.extract_tb(e.__traceback__)
    print(stack[-1].lineno - stack[0].lineno > 0)

try:
    try:
        {}["k"]
    except KeyError:
        None.attr
except AttributeError as e:
    print(summarize(e))


def gen():
    yield 1
    raise ValueError("in generator")


try:
    for v in gen():
        pass
except ValueError as e:
    print([f.name for f in traceback.extract_tb(e.__traceback__)])
print(traceback.format_exception_only(ValueError, ValueError("plain")))
print(traceback.format_exception_only(SyntaxError, SyntaxError("bad", ("f.py", 3, 5, "x = = 1\n"))))
e = KeyError("k")
e.add_note("note one")
print(traceback.format_exception_only(type(e), e))
try:
    raise ExceptionGroup("grp", [ValueError("a"), TypeError("b")])
except ExceptionGroup as eg:
    print(summarize(eg))
