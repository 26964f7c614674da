try:
    raise KeyError("a")
except KeyError:
    try:
        raise ValueError("b")
    except ValueError as e:
        print(repr(e.__context__), e.__cause__, e.__suppress_context__)
