def inner():
    raise ExceptionGroup("inner", [ValueError("a"), OSError("b")])


def outer():
    try:
        inner()
    except ExceptionGroup as g:
        raise ExceptionGroup("outer", [g, ZeroDivisionError("c")])


outer()
