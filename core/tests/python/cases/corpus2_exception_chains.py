import sys, traceback, warnings
class AppError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg); self.code = code
class DBError(AppError): pass
class NotFound(DBError):
    def __str__(self): return f"not found: {self.args[0]}"
try:
    try: {}["k"]
    except KeyError as e: raise NotFound("user") from e
except AppError as e:
    print(type(e).__name__, e, e.code, repr(e.__cause__), e.__suppress_context__, e.args)
try:
    try: 1 / 0
    except ZeroDivisionError: raise ValueError("bad")
except ValueError as e: print(repr(e.__context__), e.__cause__)
try:
    try: 1 / 0
    except ZeroDivisionError: raise ValueError("x") from None
except ValueError as e: print(e.__context__ is not None, e.__suppress_context__, e.__cause__)
def f():
    try:
        print("try"); return "try-ret"
    finally:
        print("finally")
print(f())
def g():
    try: raise KeyError("a")
    except KeyError: print("caught"); return 1
    else: print("else")
    finally: print("fin"); 
print(g())
def h():
    for i in range(3):
        try:
            if i == 1: continue
            if i == 2: break
            print("body", i)
        finally:
            print("finally", i)
h()
def swallow():
    try: raise ValueError
    finally: return "swallowed"
print(swallow())
try: assert 1 == 2, f"mismatch {1} != {2}"
except AssertionError as e: print("AssertionError", e, e.args)
try: assert False
except AssertionError as e: print(repr(e))
e = KeyError("missing"); print(str(e), repr(e), str(KeyError()), str(KeyError(1, 2)), repr(OSError(2, "No such file")), str(OSError(2, "nf", "f.txt")))
print(str(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")))
try: raise ExceptionGroup("multi", [ValueError(1), TypeError("t"), ValueError(2)])
except* ValueError as eg: print("values", eg.exceptions, eg.message)
except* TypeError as eg: print("types", repr(eg))
try:
    try: raise ExceptionGroup("outer", [KeyError("k"), ExceptionGroup("inner", [OSError("o")])])
    except* OSError as eg: print("os", eg)
except ExceptionGroup as eg: print("rest", repr(eg), eg.split(KeyError)[0])
try: raise ValueError("tb me")
except ValueError: traceback.print_exc(file=sys.stdout)
print(traceback.format_exception_only(ZeroDivisionError, ZeroDivisionError("division by zero")))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("careful", DeprecationWarning)
    warnings.warn("again")
    print([(x.category.__name__, str(x.message)) for x in w])
warnings.filterwarnings("error")
try: warnings.warn("now an error", RuntimeWarning)
except RuntimeWarning as e: print("RuntimeWarning", e)
class E(Exception): pass
e = E("a", "b"); e.add_note("note 1"); print(e.__notes__, str(e))
try: raise E("with note") from None
except E as ex: print(ex.with_traceback(None) is ex)
print(issubclass(NotFound, Exception), NotFound.__mro__[1:3])
try: raise SystemExit(3)
except SystemExit as e: print("exit", e.code)
try: raise StopIteration(5)
except StopIteration as e: print("stop", e.value)
