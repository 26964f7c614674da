class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
    def __repr__(self):
        return f"AppError({self.code}, {self.args[0]!r})"
    def __str__(self):
        return super().__str__()
def show(e):
    chain = []
    while e is not None:
        chain.append(f"{type(e).__name__}({e})")
        e = e.__cause__ or (None if e.__suppress_context__ else e.__context__)
    return " <- ".join(chain)
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise AppError(500, "math") from z
except AppError as e:
    print(show(e), e.code, repr(e), e.__suppress_context__)
try:
    try:
        {}["x"]
    except KeyError:
        raise AppError(404, "missing") from None
except AppError as e:
    print(show(e), e.__cause__, type(e.__context__).__name__, e.__suppress_context__)
try:
    try:
        raise ValueError("a")
    finally:
        print("finally runs")
except ValueError as e:
    print("after finally", e)
def f():
    try:
        return "try"
    finally:
        print("cleanup in f")
print(f())
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            print("body", i)
        finally:
            print("fin", i)
g()
def h():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"
print(h())
e = RuntimeError("a", "b", 3)
print(e.args, str(e), repr(e), str(RuntimeError()), repr(KeyError("k")), str(KeyError("k")), str(KeyError()))
print(str(OSError(2, "No such file")), OSError(2, "x").errno, repr(OSError(2, "x", "f.txt")), str(OSError(2, "x", "f.txt")))
print(str(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")))
print(issubclass(FileNotFoundError, OSError), OSError(2, "x").__class__.__name__, type(IOError()).__name__)
try:
    raise AppError(1, "x")
except (TypeError, AppError) as e:
    print("tuple catch", e)
try:
    x = undefined_name
except NameError as e:
    print("NameError:", e, e.name)
try:
    "abc".nope
except AttributeError as e:
    print("AttributeError:", e, e.name)
class Ctx:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        print("exit with", t.__name__ if t else None, v)
        return isinstance(v, KeyError)
with Ctx():
    raise KeyError("suppressed")
print("continued")
try:
    with Ctx():
        raise ValueError("propagates")
except ValueError as e:
    print("outer got", e)
def nested_exc():
    try:
        raise ValueError(1)
    except ValueError:
        try:
            raise TypeError(2)
        except TypeError as t:
            return t.__context__
print(repr(nested_exc()))
import sys
try:
    raise IndexError("now")
except IndexError:
    print(sys.exc_info()[0].__name__, repr(sys.exc_info()[1]), sys.exception().args if hasattr(sys, "exception") else "")
print(sys.exc_info())
