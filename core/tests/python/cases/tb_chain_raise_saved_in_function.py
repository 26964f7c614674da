def f():
    try:
        int("x")
    except ValueError as e:
        err = e
    print("saved", type(err).__name__)
    raise err


def g():
    f()


g()
