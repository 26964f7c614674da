try:
    try:
        raise ExceptionGroup("x", [ValueError(1)])
    except* ExceptionGroup:
        pass
except TypeError as t:
    print(t)
