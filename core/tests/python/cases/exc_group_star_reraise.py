try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
except ExceptionGroup as g:
    print("reraised", repr(g))
