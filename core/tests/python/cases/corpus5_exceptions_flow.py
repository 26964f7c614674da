import traceback
class AppError(Exception):
    code = 1
class ConfigError(AppError):
    code = 2
    def __init__(self, key, msg="missing"):
        super().__init__(key, msg)
        self.key = key
    def __str__(self):
        return f"config {self.key!r}: {self.args[1]}"
class NetworkError(AppError):
    pass
def order(tag):
    print("enter", tag)
    try:
        if tag == "raise":
            raise ConfigError("port")
        if tag == "return":
            return "early"
        print("body", tag)
    except AppError as e:
        print("except", type(e).__name__, e.code, e)
        return "handled"
    else:
        print("else", tag)
    finally:
        print("finally", tag)
    return "end"
for t in ("ok", "raise", "return"):
    print("->", order(t))
def finally_override():
    try:
        return 1
    finally:
        print("cleanup")
print(finally_override())
def convert(s):
    try:
        return int(s)
    except ValueError as e:
        raise ConfigError(s, "not int") from e
try:
    convert("x1")
except ConfigError as e:
    print(repr(e), "|", e, "|", repr(e.__cause__), e.__suppress_context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise NetworkError("down")
except NetworkError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    raise NetworkError("x") from None
except NetworkError as e:
    print(e.__cause__, e.__suppress_context__)
for exc in (ValueError("bad value"), ConfigError("host"), KeyError("k"), ZeroDivisionError(), OSError(2, "No such file")):
    print(traceback.format_exception_only(type(exc), exc), end="")
    print(traceback.format_exception_only(exc)[-1].rstrip())
errors = []
for f in (lambda: 1 / 0, lambda: [][1], lambda: {}["a"], lambda: int("z"), lambda: None.x, lambda: undefined_name):
    try:
        f()
    except (ArithmeticError, LookupError) as e:
        errors.append(("lookup/arith", type(e).__name__, str(e)))
    except Exception as e:
        errors.append(("other", type(e).__name__, str(e)))
for e in errors:
    print(e)
print(issubclass(ConfigError, AppError), ConfigError.__mro__[2].__name__, isinstance(KeyError(), LookupError))
e = ConfigError("db")
print(e.args, str(e), repr(e))
try:
    raise AppError
except AppError as e:
    print(repr(e), e.args, str(e) == "")
