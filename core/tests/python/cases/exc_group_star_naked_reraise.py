try:
    try:
        raise ValueError("x")
    except* ValueError:
        raise
except ExceptionGroup as eg:
    print(repr(eg), eg.exceptions[0].args)
