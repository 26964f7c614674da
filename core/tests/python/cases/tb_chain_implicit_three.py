try:
    raise ValueError("one")
except ValueError:
    try:
        raise TypeError("two")
    except TypeError:
        raise KeyError("three")
