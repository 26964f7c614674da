import sys
import traceback


def f():
    raise ExceptionGroup("grp", [ValueError("a"), TypeError("b")])


try:
    f()
except ExceptionGroup as e:
    print("".join(traceback.format_exception(e)), end="")
    print("".join(traceback.TracebackException.from_exception(e).format()), end="")
    print("".join(traceback.format_exception(*sys.exc_info())), end="")
    print(traceback.format_exception_only(e))

try:
    try:
        raise KeyError("first")
    except KeyError as k:
        raise ExceptionGroup("wrapped", [RuntimeError("r")]) from k
except ExceptionGroup as e:
    print("".join(traceback.format_exception(e, chain=False)), end="")
    print(len(traceback.format_exception(e)))
    te = traceback.TracebackException.from_exception(e)
    print(te.__cause__.exc_type.__name__, te.exceptions is not None)
    print("".join(te.format(chain=False)), end="")
traceback.format_exception_only(ExceptionGroup("x", []))
