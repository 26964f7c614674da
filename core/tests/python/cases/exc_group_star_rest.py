try:
    try:
        raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), OSError(3)])])
    except* TypeError:
        print("got T")
except ExceptionGroup as g:
    print("rest", repr(g))
