import traceback, sys

def show(text):
    print(text, end="")

class ConfigError(Exception):
    pass

def parse(s):
    return int(s)

def load(values):
    out = []
    for v in values:
        try:
            out.append(parse(v))
        except ValueError as e:
            raise ConfigError(f"bad value {v!r}") from e
    return out

try:
    load(["1", "x"])
except ConfigError:
    text = traceback.format_exc()
    show(text)
    t, v, tb = sys.exc_info()
    print(t.__name__, v)
    print(traceback.format_exception_only(t, v))
print(sys.exc_info())
try:
    {}["k"]
except KeyError as e:
    lines = traceback.format_exception(e)
    print(len(lines), lines[-1], end="")
    show(traceback.format_exc())
def deep(n):
    if n == 0:
        raise RuntimeError("bottom")
    deep(n - 1)
try:
    deep(3)
except RuntimeError as e:
    show("".join(traceback.format_exception(type(e), e, e.__traceback__)))
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    parts = traceback.format_exception(e)
    print(len(parts), [p[:12] for p in parts])
