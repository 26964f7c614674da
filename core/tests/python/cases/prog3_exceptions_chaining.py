class AppError(Exception):
    pass
class ConfigError(AppError):
    def __init__(self, key, msg="missing"):
        super().__init__(f"{key}: {msg}")
        self.key = key
class NetError(AppError):
    pass

def load(cfg, key):
    try:
        return cfg[key]
    except KeyError as e:
        raise ConfigError(key) from e

try:
    load({}, "port")
except AppError as e:
    print(type(e).__name__, e, e.key, type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise NetError("down")
except NetError as e:
    print(type(e.__context__).__name__, e.__cause__, e.__suppress_context__)

try:
    try:
        int("x")
    except ValueError:
        raise NetError("quiet") from None
except NetError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

e = ValueError("base")
e.add_note("first note")
e.add_note("second note")
print(e.__notes__, e.args, str(e))
try:
    e.add_note(3)
except TypeError as t:
    print(type(t).__name__, t)

print(repr(AppError()), repr(AppError("a", 2)), str(AppError("a", 2)), str(AppError()))
print(repr(KeyError("k")), str(KeyError("k")), str(KeyError("a", "b")))
print(issubclass(ConfigError, AppError), issubclass(AppError, Exception), ConfigError.__mro__[1].__name__)

def cleanup_order():
    out = []
    try:
        try:
            out.append("try")
            raise ValueError("v")
        finally:
            out.append("inner finally")
    except ValueError:
        out.append("except")
    else:
        out.append("else")
    finally:
        out.append("outer finally")
    return out
print(cleanup_order())

def ret_in_finally():
    try:
        return "try"
    finally:
        print("finally runs")
print(ret_in_finally())

class Retry(Exception):
    def __str__(self):
        return f"retry after {self.args[0]}s"
try:
    raise Retry(5)
except Exception as ex:
    print(ex, repr(ex), ex.args)
err = None
try:
    raise OSError(2, "No such file", "x.txt")
except OSError as ex:
    err = ex
print(err.errno, err.strerror, err.filename, str(err), type(err).__name__)
try:
    raise StopIteration
except Exception as ex:
    print(type(ex).__name__, repr(ex))
print(isinstance(FileNotFoundError(), OSError), FileNotFoundError.__mro__[1].__name__)
x = ValueError("a")
print(x.with_traceback(None) is x, BaseException.__subclasses__ is not None)
