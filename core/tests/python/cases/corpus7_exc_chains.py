class AppError(Exception):
    code = 1
    def __str__(self):
        base = super().__str__()
        return f"[{self.code}] {base}"
class DbError(AppError):
    code = 2
class ConnError(DbError):
    code = 3
    def __init__(self, host, port):
        super().__init__(f"cannot reach {host}:{port}")
        self.host = host

def connect(host):
    raise ConnError(host, 5432)

def query():
    try:
        connect("db1")
    except ConnError as e:
        raise DbError("query failed") from e

def handler():
    try:
        query()
    except AppError as e:
        print(type(e).__name__, str(e), repr(e))
        print(" cause:", type(e.__cause__).__name__, e.__cause__, e.__cause__.host)
        print(" context is cause:", e.__context__ is e.__cause__, e.__suppress_context__)
handler()

def implicit():
    try:
        {}["missing"]
    except KeyError:
        int("x")
try:
    implicit()
except ValueError as e:
    print(repr(e), "context:", repr(e.__context__), e.__cause__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("suppressed") from None
except RuntimeError as e:
    print(e, e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

print(ConnError.__mro__[:4])
print([c.__name__ for c in ConnError.__mro__])
e = ConnError("h", 1)
print(e.args, e.code, str(e), isinstance(e, LookupError))
print(repr(KeyError("a")), str(KeyError("a")), str(KeyError("a", "b")), str(KeyError()))
print(repr(ValueError()), str(ValueError(1, 2)), repr(OSError(2, "No such file")))
err = OSError(2, "No such file", "x.txt")
print(err.errno, err.strerror, err.filename, str(err))
print(type(FileNotFoundError(2, "nf")).__name__, isinstance(OSError(2, "x"), FileNotFoundError))

def finally_order():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(f"body{i}")
        finally:
            out.append(f"fin{i}")
    return out
print(finally_order())

def ret_in_finally():
    try:
        return "try"
    finally:
        print("finally runs")
print(ret_in_finally())

def override():
    try:
        raise ValueError
    finally:
        return "swallowed"
print(override())

class Resource:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.n, et.__name__ if et else None)
        return et is KeyError

with Resource(1) as r1, Resource(2) as r2:
    raise KeyError("inner")
print("after with")
try:
    with Resource(3):
        raise IndexError("idx")
except IndexError as e:
    print("escaped", repr(e))

e1 = ValueError("x")
e1.add_note("first note")
e1.add_note("second")
print(e1.__notes__)
try:
    raise TypeError("t") from ValueError("v")
except TypeError as t:
    print(repr(t.__cause__), t.__traceback__ is not None)

def nested():
    try:
        try:
            raise KeyError(1)
        except KeyError as k:
            raise IndexError(2) from k
    except IndexError as i:
        raise ValueError(3)
try:
    nested()
except ValueError as v:
    chain = []
    x = v
    while x is not None:
        chain.append(repr(x))
        x = x.__cause__ or x.__context__
    print(" <- ".join(chain))
try:
    raise StopIteration(5)
except Exception as s:
    print(type(s).__name__, s.value, s.args)
print(issubclass(KeyboardInterrupt, Exception), issubclass(GeneratorExit, BaseException))
