class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"
class NotFound(AppError): pass

def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise NotFound(404, f"no {k}") from e

try:
    lookup({}, "x")
except AppError as e:
    print(type(e).__name__, e, repr(e), e.code, type(e.__cause__).__name__, e.__context__ is e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        int("abc")
except ValueError as e:
    print(e, "| context:", repr(e.__context__), e.__cause__)
try:
    raise ValueError("a") from None
except ValueError as e:
    print(e.__suppress_context__, e.__cause__)
def risky(n):
    try:
        if n == 0: raise TypeError("zero")
        return 10 / n
    except TypeError as e:
        return f"type: {e}"
    else:
        print("no error", end="; ")
    finally:
        print("finally", n)
print(risky(0), risky(5))
e = KeyError("k"); e.add_note("note 1")
print(e.__notes__, str(e), OSError(2, "No such file").errno, str(OSError(2, "nf")))
print(issubclass(NotFound, Exception), NotFound.__mro__[1:3], BaseException.__subclasses__()[:0])
import traceback, sys
try:
    [][1]
except IndexError:
    print(traceback.format_exc().splitlines()[-1])
    tb = traceback.format_exception_only(*sys.exc_info()[:2])
    print(tb)
err = RuntimeError("x", 1)
print(err.args, str(err), repr(StopIteration(5).value), str(KeyError("a b")))
