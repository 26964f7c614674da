try:
    raise ValueError("x")
except ValueError as e:
    e.__suppress_context__ = True
    raise TypeError("y")
