try:
    raise ExceptionGroup("g", [KeyError("a"), OSError("b")])
except* KeyError:
    raise ValueError("replacement")
except* OSError as eg:
    print("os errors", eg.exceptions)
