try:
    raise ValueError("inner")
except ValueError:
    raise ExceptionGroup("g", [TypeError("t")])
