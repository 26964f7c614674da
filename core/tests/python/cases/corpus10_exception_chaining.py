class AppError(Exception):
    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"

class DBError(AppError):
    pass

def load(key):
    try:
        return {"a": 1}[key]
    except KeyError as e:
        raise DBError(f"missing {key}", 404) from e

try:
    load("b")
except AppError as e:
    print(type(e).__name__, e, e.code, repr(e.__cause__), e.__suppress_context__, type(e.__context__).__name__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        int("x")
    except ValueError:
        raise RuntimeError("clean") from None
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)

e = ValueError("base")
e.add_note("first note")
e.add_note("second")
print(e.__notes__, e.args, str(e), repr(e))
try:
    e.add_note(3)
except TypeError as te:
    print(te)

def risky(n):
    if n % 3 == 0:
        raise ValueError(n)
    if n % 3 == 1:
        raise TypeError(n)
    return n

errors = []
for i in range(6):
    try:
        risky(i)
    except (ValueError, TypeError) as exc:
        errors.append((type(exc).__name__, exc.args))
    else:
        errors.append(("ok", i))
    finally:
        pass
print(errors)

try:
    raise ExceptionGroup("group", [ValueError(1), TypeError(2), ValueError(3)])
except* ValueError as eg:
    print("values:", [repr(x) for x in eg.exceptions])
except* TypeError as eg:
    print("types:", [repr(x) for x in eg.exceptions])

eg = ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [KeyError("k"), ValueError("b")])])
match, rest = eg.split(ValueError)
print(repr(match), repr(rest))
print(eg.subgroup(lambda x: isinstance(x, KeyError)), len(eg.exceptions), str(eg))

def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    try:
        raise KeyError("x")
    finally:
        return "swallowed"
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            print("body", i)
        finally:
            print("fin", i)
h()

try:
    raise KeyError("key")
except KeyError as e:
    print(str(e), repr(e), e.args)
try:
    {}["zz"]
except LookupError as e:
    print(type(e).__name__, isinstance(e, KeyError))
print(issubclass(ZeroDivisionError, ArithmeticError), ZeroDivisionError.__mro__[1:3], issubclass(KeyboardInterrupt, Exception))
try:
    try:
        raise ValueError("inner")
    finally:
        print("cleanup before propagate")
except ValueError as e:
    print("outer caught", e)
e1 = OSError(2, "No such file")
print(e1.errno, e1.strerror, str(e1), type(FileNotFoundError(2, "x")).__name__, OSError(2, "x").__class__.__name__)
print(repr(StopIteration(5).value), UnicodeError.__mro__[1].__name__, str(Exception()), str(Exception(1, 2)), repr(Exception("a", 1)))
try:
    raise TypeError
except TypeError as e:
    print(repr(e), e.args)
x = None
try:
    1 / 0
except ZeroDivisionError as err:
    x = err
print(repr(x), "err" in dir())
import traceback
try:
    [][1]
except IndexError:
    print(traceback.format_exc().splitlines()[-1])
print(traceback.format_exception_only(ValueError, ValueError("only")))
