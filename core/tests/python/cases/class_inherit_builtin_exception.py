class MyError(ValueError):
    pass
try:
    raise MyError("bad value")
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, Exception), e.args)
