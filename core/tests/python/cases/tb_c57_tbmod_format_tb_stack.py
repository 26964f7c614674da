import traceback

def outer():
    return inner()

def inner():
    return [1][2]

try:
    outer()
except IndexError as e:
    for entry in traceback.format_tb(e.__traceback__):
        print(entry, end="")
    summary = traceback.extract_tb(e.__traceback__)
    print(len(summary), [f.name for f in summary])
    print(traceback.format_exception_only(type(e), e))
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te))
    print("".join(te.format_exception_only()), end="")
outer()
