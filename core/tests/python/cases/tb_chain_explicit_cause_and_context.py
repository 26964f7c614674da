try:
    1 / 0
except ZeroDivisionError:
    try:
        int("x")
    except ValueError as v:
        raise RuntimeError("both") from v
