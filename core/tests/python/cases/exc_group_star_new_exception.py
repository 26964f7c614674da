try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise RuntimeError("new")
except ExceptionGroup as g:
    print(repr(g))
    print(repr(g.exceptions))
