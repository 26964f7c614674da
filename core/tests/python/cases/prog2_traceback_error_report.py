"""An error reporter: formatting exceptions with traceback into a StringIO, summaries and chained causes."""
import io
import sys
import traceback


def parse_config(text):
    key, _, value = text.partition("=")
    if not value:
        raise ValueError(f"missing value for {key!r}")
    return {key.strip(): int(value)}


def load_all(lines):
    out = {}
    for n, line in enumerate(lines, 1):
        try:
            out.update(parse_config(line))
        except ValueError as e:
            raise RuntimeError(f"line {n} is invalid") from e
    return out


def report(exc):
    buf = io.StringIO()
    traceback.print_exception(exc, file=buf)
    text = buf.getvalue()
    lines = text.splitlines()
    return lines


try:
    load_all(["a = 1", "b = two", "c = 3"])
except RuntimeError as e:
    lines = report(e)
    print(len(lines) > 5, lines[-1])
    print([l for l in lines if l.startswith(("Traceback", "ValueError", "RuntimeError", "The above"))])
    te = traceback.TracebackException.from_exception(e)
    print(type(te).__name__, te.exc_type.__name__, str(te), te.__cause__.exc_type.__name__, list(te.format_exception_only()))
    frames = traceback.extract_tb(e.__traceback__)
    print([f.name for f in frames], [f.name for f in traceback.extract_tb(e.__cause__.__traceback__)])
    print(frames[-1].line, frames[-1].lineno > 0)

try:
    {}["k"]
except KeyError:
    info = sys.exc_info()
    print(info[0].__name__, repr(info[1]), traceback.format_exc().splitlines()[-1])
    print("".join(traceback.format_exception_only(*info[:2])).strip())
print(traceback.format_exception_only(SyntaxError, SyntaxError("bad", ("f.py", 3, 5, "x = = 1\n"))))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        [][1]
except IndexError as e:
    lines = traceback.format_exception(e)
    print(sum("During handling" in l for l in lines), lines[-1].strip())
    lines = traceback.format_exception(e, chain=False)
    print(sum("During handling" in l for l in lines), len(lines) > 1)
e = ValueError("no traceback")
print(traceback.format_exception(e), traceback.format_exception(type(e), e, None))
stack = traceback.extract_stack()
print(stack[-1].name, type(stack).__name__, len(traceback.format_list(stack)) == len(stack))


def deep(n):
    if n == 0:
        raise LookupError("bottom")
    deep(n - 1)


try:
    deep(3)
except LookupError as e:
    tb = traceback.extract_tb(e.__traceback__)
    print([f.name for f in tb], len(traceback.format_tb(e.__traceback__, limit=2)))
    err = io.StringIO()
    traceback.print_exc(limit=1, file=err)
    print(err.getvalue().splitlines()[0], err.getvalue().splitlines()[-1])
