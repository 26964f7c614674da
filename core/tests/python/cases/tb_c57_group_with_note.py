try:
    try:
        raise KeyError(1)
    finally:
        raise ValueError(2)
except ValueError as e:
    print(repr(e.__context__))
    raise
