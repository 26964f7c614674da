import sys
import traceback


def level3():
    raise KeyError("k")


def level2():
    level3()


def level1():
    try:
        level2()
    except KeyError as e:
        raise LookupError("wrapped") from e


try:
    level1()
except LookupError as e:
    for limit in (None, 1, 2, -1, 0):
        print("limit", limit)
        print("".join(traceback.format_exception(e, limit=limit)), end="")
    print("".join(traceback.format_exception(type(e), e, sys.exc_info()[2], chain=False)), end="")
    print(traceback.format_exc(limit=1, chain=False), end="")
    out = sys.stdout
    traceback.print_exception(*sys.exc_info(), limit=1, file=out)
    traceback.print_exc(limit=-1, file=out)

try:
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second") from None
except TypeError as e:
    print("".join(traceback.format_exception(e, limit=5)), end="")
    te = traceback.TracebackException.from_exception(e)
    print(te.__suppress_context__, te.__context__ is not None, te.__cause__)
    te = traceback.TracebackException.from_exception(e, compact=True)
    print(te.__context__)

try:
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second")
except TypeError as e:
    print("".join(traceback.format_exception(e, limit=1)), end="")
sys.tracebacklimit = 1
try:
    level1()
except LookupError:
    print(traceback.format_exc(), end="")
del sys.tracebacklimit
print(traceback.format_exception(ValueError("never raised"), limit=3))
traceback.print_exception(ValueError("x"), limit="1")
