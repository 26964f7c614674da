# Exceptions: custom hierarchy, chaining, finally ordering, else, notes
class AppError(Exception):
    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"

class NetError(AppError):
    pass

class Timeout(NetError):
    pass

attempts = []
def flaky(n):
    attempts.append(n)
    if n < 3:
        raise Timeout(f"attempt {n} timed out", code=408)
    return "ok"

def retry(fn, tries):
    last = None
    for i in range(1, tries + 1):
        try:
            result = fn(i)
        except NetError as e:
            last = e
            print("retrying after", e, type(e).__name__, e.code)
        else:
            print("success on", i)
            return result
        finally:
            print("  finally", i)
    raise AppError("gave up", code=500) from last

print(retry(flaky, 5))
try:
    retry(lambda i: flaky(0), 2)
except AppError as e:
    print(e, "| cause:", e.__cause__, "| ctx is cause:", e.__context__ is e.__cause__)

def convert(s):
    try:
        return int(s)
    except ValueError:
        raise KeyError(s)
try:
    convert("x1")
except KeyError as e:
    print(repr(e), type(e.__context__).__name__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped") from None
except RuntimeError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)

def order():
    try:
        return "try"
    finally:
        print("finally runs before return value used")
print(order())

def swallow():
    for i in range(3):
        try:
            if i == 1:
                raise ValueError(i)
        finally:
            if i == 1:
                break
    return i
print(swallow())

e = ValueError("bad", 42)
print(e.args, str(e), repr(e))
e.add_note("note one")
e.add_note("note two")
print(e.__notes__)
print(issubclass(Timeout, AppError), isinstance(Timeout("x"), (KeyError, NetError)))
print([c.__name__ for c in Timeout.__mro__])
try:
    raise Timeout("t", 1)
except (KeyError, AppError) as err:
    print("caught", err)
print("err" in dir() , attempts)
print(repr(AppError("m")), str(Exception()), repr(Exception()))
try:
    {}[[1]] = 2
except TypeError as e:
    print(e)
try:
    int("12a", 16)
except ValueError as e:
    print(e)
print(int("12a", 16))
