import traceback
import sys


class AppError(Exception):
    """Base for the app."""
    code = 1

    def __init__(self, message, *, detail=None):
        super().__init__(message)
        self.detail = detail

    def __str__(self):
        base = self.args[0] if self.args else ""

        return f"[E{self.code}] {base}" + (f" ({self.detail})" if self.detail else "")


class ParseError(AppError):
    code = 10


class ValidationError(AppError):
    code = 20

    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}", detail="validation")
        self.field = field


def parse_record(line):
    parts = line.split(",")
    if len(parts) != 3:
        raise ParseError(f"expected 3 fields, got {len(parts)}", detail=repr(line))
    name, age, email = (p.strip() for p in parts)
    try:
        age = int(age)
    except ValueError as exc:
        raise ValidationError("age", f"not a number: {age!r}") from exc
    if "@" not in email:
        raise ValidationError("email", "missing @")
    return {"name": name, "age": age, "email": email}


lines = ["ann, 31, ann@x.org", "bob, forty, bob@x.org", "cy,22", "di, 40, di.x.org", "ed, 5, ed@y"]
good, bad = [], []
for ln in lines:
    try:
        good.append(parse_record(ln))
    except AppError as e:
        bad.append(e)
        print(f"{type(e).__name__:<16} code={e.code} {e}")
        if e.__cause__ is not None:
            print("   caused by:", type(e.__cause__).__name__, e.__cause__)
print(len(good), "good;", [b.args for b in bad])
print(isinstance(bad[0], Exception), ParseError.__mro__[1].__name__, ParseError.__doc__)


def risky(n):
    try:
        return 10 / n
    except ZeroDivisionError:
        raise KeyError("lookup failed")
    finally:
        print(f"  risky({n}) finally")


for n in (2, 0):
    try:
        print(risky(n))
    except KeyError as e:
        print("KeyError", e, "| context:", repr(e.__context__), e.__suppress_context__)

try:
    try:
        raise ValueError("inner")
    except ValueError as e:
        raise TypeError("outer") from None
except TypeError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)

try:
    [][3]
except IndexError:
    info = sys.exc_info()
    print(info[0].__name__, info[1], info[2] is not None)
    print("".join(traceback.format_exception_only(info[0], info[1])), end="")

e = ValueError("with notes")
e.add_note("first note")
e.add_note("second note")
print(e.__notes__, traceback.format_exception_only(type(e), e))

try:
    raise ExceptionGroup("many", [ValueError("v1"), TypeError("t1"), ValueError("v2")])
except* ValueError as eg:
    print("values:", [str(x) for x in eg.exceptions])
except* TypeError as eg:
    print("types:", [str(x) for x in eg.exceptions], eg.message)

eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [KeyError(2), ValueError(3)])])
match, rest = eg.split(ValueError)
print(repr(match), repr(rest))
print(eg.subgroup(lambda x: isinstance(x, KeyError)))


def cleanup_order():
    log = []
    try:
        try:
            log.append("try")
            raise RuntimeError("x")
        finally:
            log.append("inner finally")
    except RuntimeError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("outer finally")
    return log


print(cleanup_order())


def returns_in_finally():
    try:
        return "try"
    finally:
        print("  finally runs before return")


print(returns_in_finally())
print(issubclass(FileNotFoundError, OSError), issubclass(RecursionError, RuntimeError), issubclass(ModuleNotFoundError, ImportError))
try:
    open("/nonexistent/file.txt")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)
try:
    {}["k"]
except LookupError as e:
    print(repr(e), str(e), e.args)
try:
    raise SystemExit(3)
except SystemExit as e:
    print("SystemExit", e.code)
try:
    int("x")
except Exception as e:
    err = e
print(type(err).__name__, err)
