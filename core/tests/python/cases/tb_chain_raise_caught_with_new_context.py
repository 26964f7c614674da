def g():
    try:
        raise KeyError("first")
    except KeyError as e:
        return e


old = g()
try:
    1 / 0
except ZeroDivisionError:
    raise old
