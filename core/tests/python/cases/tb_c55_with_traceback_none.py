def inner():
    raise KeyError("x")
try:
    inner()
except KeyError as e:
    err = e.with_traceback(None)
def outer():
    raise err
outer()
