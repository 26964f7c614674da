# Error reporting: formatted tracebacks for chained, contextual and grouped exceptions.
import traceback
import sys

class ConfigError(Exception):
    pass

def parse_port(text):
    return int(text)

def load(cfg):
    try:
        port = parse_port(cfg["port"])
    except KeyError as e:
        raise ConfigError("missing key") from e
    except ValueError:
        raise ConfigError(f"bad port {cfg['port']!r}")
    return port

def divide(a, b):
    return a / b

def average(values):
    return divide(sum(values), len(values))

for cfg in [{"port": "80"}, {}, {"port": "http"}]:
    try:
        print("port", load(cfg))
    except ConfigError:
        print(traceback.format_exc())

try:
    average([])
except ZeroDivisionError as e:
    tb = e.__traceback__
    frames = traceback.extract_tb(tb)
    print([(f.name, f.line) for f in frames])
    print("".join(traceback.format_exception_only(type(e), e)), end="")
    print(traceback.format_exception(e)[-1], end="")

def nested(n):
    if n == 0:
        raise RecursionError("bottom reached")
    nested(n - 1)

try:
    nested(3)
except RecursionError:
    lines = traceback.format_exc().splitlines()
    print(len(lines), lines[-1])
    print("\n".join(lines[:3]))

try:
    try:
        {}["a"]
    except KeyError:
        None.attr
except AttributeError as e:
    text = "".join(traceback.format_exception(type(e), e, e.__traceback__))
    print(text)
    print(e.__context__ is not None, e.__suppress_context__)

e = ValueError("annotated")
e.add_note("while reading line 3")
print("".join(traceback.format_exception_only(e)), end="")
stack = traceback.StackSummary.from_list([("a.py", 1, "f", "x = 1"), ("b.py", 2, "g", None)])
print("".join(stack.format()), end="")
print(sys.exc_info())
