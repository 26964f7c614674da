class AppError(Exception):
    pass

class ConfigError(AppError):
    def __init__(self, key, msg="missing"):
        super().__init__(f"{key}: {msg}")
        self.key = key

def load(cfg, key):
    try:
        return cfg[key]
    except KeyError as e:
        raise ConfigError(key) from e

def parse_port(cfg):
    raw = load(cfg, "port")
    try:
        return int(raw)
    except ValueError:
        raise ConfigError("port", f"not a number: {raw!r}")

for cfg in [{"port": "80"}, {}, {"port": "eighty"}]:
    try:
        print("port", parse_port(cfg))
    except ConfigError as e:
        print(type(e).__name__, e, "| cause:", repr(e.__cause__), "| context:", repr(e.__context__), e.__suppress_context__)

def cleanup_order():
    log = []
    try:
        try:
            log.append("try")
            1 / 0
        except ZeroDivisionError:
            log.append("except")
            raise
        finally:
            log.append("finally")
    except ArithmeticError as e:
        log.append(f"outer {type(e).__name__}: {e}")
    else:
        log.append("else")
    return log

print(cleanup_order())

def f():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(f())

e = ValueError("a", 2)
print(e.args, str(e), repr(e), str(ValueError()), repr(KeyError("k")), str(KeyError("k")))
try:
    raise AppError("base") from None
except AppError as e:
    print(e.__cause__, e.__suppress_context__)
err = OSError(2, "No such file")
print(err.errno, err.strerror, str(err), type(err).__mro__[1].__name__)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    {}["x"]
except LookupError as e:
    print(type(e).__name__, e)
e = Exception("note me")
e.add_note("extra context")
print(e.__notes__)
try:
    int("x1")
except ValueError as e:
    print(e)
