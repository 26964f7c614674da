import sys, traceback

class AppError(Exception):
    pass

def parse(s):
    int(s)

def load(v):
    try:
        parse(v)
    except ValueError as e:
        raise AppError("bad " + v) from e

try:
    load("x")
except AppError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te))
    print(type(te.stack).__name__, [(f.name, f.lineno) for f in te.stack])
    print(te.__cause__.exc_type.__name__, te.__context__ is not None, te.__suppress_context__)
    print("".join(te.format()), end="")
    print(list(te.format_exception_only()))
    print("".join(te.format(chain=False)), end="")
    te2 = traceback.TracebackException(type(e), e, None, compact=True)
    print(te2.__context__)
    print(traceback.TracebackException.from_exception(e, limit=1).stack)
    e.add_note("a note\nsecond line")
    print(traceback.format_exception_only(e))
    te.print(file=sys.stdout, chain=False)

def rec(n):
    if n == 0:
        raise RuntimeError("deep")
    rec(n - 1)

try:
    rec(10)
except RuntimeError as e:
    te = traceback.TracebackException.from_exception(e)
    print(len(te.stack))
    print("".join(te.stack.format()), end="")

try:
    try:
        raise KeyError("k")
    except KeyError:
        raise TypeError("during")
except TypeError as e:
    print("".join(traceback.format_exception(e, limit=1)), end="")
    print(traceback.format_exception(type(e), e, sys.exc_info()[2], chain=False))
traceback.TracebackException.from_exception("not an exception")
