import sys

print(sys.exception())


def current():
    return sys.exception()


try:
    raise ValueError("boom")
except ValueError as e:
    print(repr(sys.exception()), sys.exception() is e, current() is e)
    print(sys.exc_info()[1] is sys.exception())
    try:
        raise KeyError("inner")
    except KeyError:
        print(repr(sys.exception()))
    print(repr(sys.exception()))
print(sys.exception())


def gen():
    try:
        raise TypeError("in gen")
    except TypeError:
        yield repr(sys.exception())


print(next(gen()))
import contextlib, io

buf = io.StringIO()
try:
    raise IndexError("out of range")
except IndexError:
    with contextlib.redirect_stderr(buf):
        sys.excepthook(*sys.exc_info())
    print(buf.getvalue().splitlines()[-1])
    print("after excepthook", type(sys.exception()).__name__)
raise RuntimeError(str(sys.exception()))
