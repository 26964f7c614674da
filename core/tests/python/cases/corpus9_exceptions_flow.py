import traceback
import sys


class AppError(Exception):
    code = 1

    def __init__(self, msg, *, detail=None):
        super().__init__(msg)
        self.detail = detail

    def __str__(self):
        base = super().__str__()
        return f"{base} ({self.detail})" if self.detail else base


class ConfigError(AppError):
    code = 2


class NetworkError(AppError):
    code = 3


def step(name, log, fail=None):
    log.append(f"enter {name}")
    try:
        if fail:
            raise fail
        return name.upper()
    except ZeroDivisionError:
        log.append(f"{name}: zero")
        raise AppError(f"{name} failed") from None
    finally:
        log.append(f"exit {name}")


def runner(log):
    results = []
    for name, fail in [("load", None), ("parse", ConfigError("bad key", detail="line 3")), ("calc", ZeroDivisionError()),
                       ("send", NetworkError("timeout")), ("save", KeyError("k"))]:
        try:
            results.append(step(name, log, fail))
        except AppError as e:
            results.append(f"{type(e).__name__}[{e.code}]: {e} cause={e.__cause__!r} ctx={type(e.__context__).__name__} sup={e.__suppress_context__}")
        except LookupError as e:
            results.append(f"lookup {e!r}")
        else:
            results.append("ok")
    return results


log = []
for r in runner(log):
    print(r)
print(log)


def f():
    try:
        return "try"
    finally:
        print("finally runs before return value is used")


def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("g finally", i)
    return i


def h():
    try:
        raise ValueError("inner")
    except ValueError:
        try:
            raise TypeError("while handling")
        except TypeError as t:
            return repr(t.__context__)


print(f(), g(), h())
try:
    try:
        {}["missing"]
    except KeyError as e:
        raise RuntimeError("lookup failed") from e
except RuntimeError as e:
    print(repr(e), repr(e.__cause__), e.__cause__ is e.__context__)
    lines = traceback.format_exception_only(type(e), e)
    print(lines)

e = ValueError("base")
e.add_note("first note")
e.add_note("second note")
print(e.__notes__, str(e), e.args)
try:
    raise ExceptionGroup("many", [ValueError("v1"), TypeError("t1"), ExceptionGroup("inner", [ValueError("v2"), KeyError("k")])])
except* ValueError as eg:
    print("values:", [str(x) for x in eg.exceptions], type(eg).__name__)
except* (TypeError, KeyError) as eg:
    print("others:", repr(eg))
eg = ExceptionGroup("g", [ValueError(1), TypeError(2), ValueError(3)])
match, rest = eg.split(ValueError)
print(match.exceptions, rest.exceptions, eg.subgroup(lambda x: isinstance(x, TypeError)).exceptions)
print(str(eg), repr(ExceptionGroup("x", [OSError(2, "nope")])))
for exc in [OSError(2, "No such file"), FileNotFoundError(2, "gone", "a.txt"), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
            StopIteration(5), SystemExit(3), KeyError(("a", 1)), IndexError(), AttributeError("x", name="y")]:
    print(f"{type(exc).__name__:20} str={str(exc)!r:40} args={exc.args!r}")
print(issubclass(FileNotFoundError, OSError), FileNotFoundError.__mro__[1:3], isinstance(KeyError(), LookupError))
try:
    int("12a")
except ValueError as e:
    print(e)
try:
    [].pop()
except IndexError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)
try:
    "abc" * "d"
except TypeError as e:
    print(e)
try:
    sys.exit("bye")
except SystemExit as e:
    print("exit code", repr(e.code))
try:
    assert 1 + 1 == 3, "math broke"
except AssertionError as e:
    print("assert:", e)
try:
    raise AppError("final", detail="unhandled")
finally:
    print("last finally")
