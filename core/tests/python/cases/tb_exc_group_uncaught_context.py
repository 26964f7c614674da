try:
    1 / 0
except ZeroDivisionError:
    raise ExceptionGroup("while handling", [NameError("n")])
