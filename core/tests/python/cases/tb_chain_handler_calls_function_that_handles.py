def helper():
    try:
        raise IndexError("helper's own")
    except IndexError:
        return 1


try:
    raise KeyError("outer")
except KeyError:
    helper()
    raise TypeError("in the handler")
