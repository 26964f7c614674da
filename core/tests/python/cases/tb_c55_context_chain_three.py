def a():
    raise ValueError("first")

def b():
    try:
        a()
    except ValueError:
        raise TypeError("second")

def c():
    try:
        b()
    except TypeError as e:
        raise RuntimeError("third") from e

c()
