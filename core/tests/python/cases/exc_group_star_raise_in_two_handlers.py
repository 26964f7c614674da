try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("a")
    except* TypeError:
        raise KeyError("b")
except ExceptionGroup as eg:
    print(repr(eg))
